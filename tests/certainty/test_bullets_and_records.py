""""It" opening a list item is the thing the line before named, one record verifies two amounts only when it
holds two numbers for them, and a guess after a comma ("..., most likely because ...") is not the fact before it."""

from __future__ import annotations

from tests.certainty._bundles import claim_list, status_containing, tool


def _disks() -> dict:
    def fs(mount: str, total: int, used: int) -> dict:
        return {"device": f"/dev/{mount.strip('/').replace('/', '_') or 'root'}", "mountpoint": mount,
                "fstype": "ext4", "total_bytes": total, "used_bytes": used, "free_bytes": total - used,
                "percent": round(100 * used / total, 1)}
    return tool("e4", "linux_disk_usage", {"filesystems": [
        fs("/", 500 * 10**9, 250 * 10**9), fs("/mnt/games", 1000 * 10**9, 980 * 10**9),
        fs("/boot", 10**9, 3 * 10**8), fs("/var/vmail", 1967317549056, 1771000000000)]})


def test_it_opening_a_list_item_is_the_thing_just_named():
    answer = "Yes, `/mnt/games` is 98% full.\n\n- It's the fullest filesystem by far\n- `/` is at 50%\n"
    assert status_containing(answer, "fullest", _disks()) == "verified"
    answer = "Yes, `/boot` is 30% full.\n\n- It's the fullest filesystem by far\n- `/` is at 50%\n"
    assert status_containing(answer, "fullest", _disks()) == "contradicted"


def test_one_number_of_a_record_does_not_stand_for_two_amounts():
    # /var/vmail: 1.97 TB total, 1.77 TB used. "1.9 TB" rounds only to the total, which "2 TB" already is
    answer = "The mail store `/var/vmail` is a 2 TB disk with {} used."
    claims = dict(claim_list(answer.format("1.9 TB"), _disks()))
    assert not any(status == "verified" and "1.9 TB" in text for text, status in claims.items()), claims
    claims = dict(claim_list(answer.format("1.8 TB"), _disks()))
    assert any(status == "verified" and "1.8 TB" in text for text, status in claims.items()), claims


def _boxes() -> dict:
    return tool("e5", "linux_containers", {"runtime": "docker", "containers": [
        {"name": "minio", "image": "minio/minio:latest", "state": "restarting", "status": "Restarting (1) 20 seconds ago"},
        {"name": "postgres-dev", "image": "postgres:16", "state": "exited", "status": "Exited (1) 3 hours ago"}]},
        args={"all": True})


def test_a_guess_after_a_comma_is_the_guess_not_the_fact_before_it():
    claims = dict(claim_list("postgres-dev exited with an error (code 1), most likely a permissions problem on its "
                             "data volume. `minio` is stuck restarting, probably because the disk is full.", _boxes()))
    assert claims.get("postgres-dev exited with an error (code 1)") == "verified", claims
    assert claims.get("`minio` is stuck restarting") == "verified", claims
    assert not any(status == "verified" and ("permissions" in text or "disk is full" in text)
                   for text, status in claims.items()), claims
    # a hedge with no comma before it hedges the clause it stands in
    claims = dict(claim_list("`minio` is probably stuck restarting.", _boxes()))
    assert "verified" not in claims.values(), claims


def test_a_guess_in_parentheses_is_an_aside_of_its_own():
    claims = dict(claim_list("`postgres-dev` has exited (probably a bad password in its env file).", _boxes()))
    assert claims.get("`postgres-dev` has exited") == "verified", claims
    assert claims.get("probably a bad password in its env file") == "inference", claims


def test_a_guess_in_a_relative_clause_is_not_the_fact_it_hangs_on():
    claims = dict(claim_list("`minio` is stuck restarting, which probably fills the log.", _boxes()))
    assert claims.get("`minio` is stuck restarting") == "verified", claims
    claims = dict(claim_list("There's one exited container, postgres-dev, that probably ran out of disk.", _boxes()))
    assert any(status == "verified" and "postgres-dev" in text and "probably" not in text
               for text, status in claims.items()), claims
