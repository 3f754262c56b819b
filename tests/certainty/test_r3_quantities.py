"""Quantities, storage, membership and process rankings (round 3): the mechanisms behind each, one test apiece.

Each test builds a small bundle in the evidence shapes of the spec and asserts the status a careful labeller
would give (tests/data/certainty/README.md): numbers within the rounding the claim states are supported, a
value bound to the wrong measure must not contradict, forecasts are unsupported.
"""

from __future__ import annotations

from reos_desktop.certainty.wrapper import verify_bundle
from tests.certainty._bundles import bundle, statuses, steady, system_info, tool
from tests.certainty._bundles import claim_statuses as _status


def _disks(*filesystems: tuple[str, int, int]) -> dict:
    rows = []
    for mount, total, used in filesystems:
        rows.append({"device": f"/dev/sd{chr(97 + len(rows))}1", "mountpoint": mount, "fstype": "ext4",
                     "total_bytes": total, "used_bytes": used, "free_bytes": total - used,
                     "percent": round(100 * used / total, 1)})
    return tool("e4", "linux_disk_usage", {"filesystems": rows})


def _memory(swap_used: int = 0, swap_total: int = 4 * 2**30, mem_percent: float = 24.8, stale: bool = False) -> dict:
    item = system_info("e3", age_s=900 if stale else 30)
    item["data"]["swap"] = {"total_bytes": swap_total, "used_bytes": swap_used,
                            "percent": round(100 * swap_used / swap_total, 1) if swap_total else 0.0}
    item["data"]["memory"]["percent"] = mem_percent
    return item


# --- sizes: the total written after "of roughly" or before the thing it measures -------------------------------

def test_a_total_after_of_with_a_rounding_word_is_the_total():
    disks = _disks(("/", 240_000_000_000, 61_000_000_000), ("/srv/tank", 7_875_000_000_000, 7_320_000_000_000))
    got = _status("/srv/tank is 93% full, about 555 GB free of roughly 7.9 TB.", disks)
    assert got["about 555 GB free of roughly 7.9 TB"] == "verified"
    got = _status("/srv/tank is 93% full, about 555 GB free of roughly 9.9 TB.", disks)
    assert got["about 555 GB free"] == "verified" and got["of roughly 9.9 TB"] != "verified"   # pinpoint.py


def test_a_size_written_before_a_volume_is_its_total():
    disks = _disks(("/", 480_000_000_000, 210_000_000_000), ("/var/lib/rancher", 1_920_000_000_000, 1_790_000_000_000))
    got = _status("/var/lib/rancher is at 93%, about 130 GB left on a 1.92 TB volume.", disks)
    # the volume's size is a claim of its own, read with the clause it qualifies (riders.py)
    assert got["about 130 GB left"] == "verified"
    assert got["on a 1.92 TB volume"] == "verified"


def test_leaving_free_is_a_claim_of_its_own():
    disks = _disks(("/", 500_000_000_000, 441_000_000_000))
    got = _status("Your root filesystem is 88% full, about 441 GB used out of 500 GB, leaving roughly 95 GB free.",
                  disks)
    assert got["about 441 GB used"] == "verified"
    assert got["out of 500 GB"] == "verified"
    assert got["leaving roughly 95 GB free"] == "contradicted"


# --- judgements in words: shares, swap, forecasts -------------------------------------------------------------

def test_a_share_in_words_is_checked_against_the_used_percentage():
    disks = _disks(("/", 240_000_000_000, 61_000_000_000), ("/srv/archive", 2_000_000_000_000, 1_310_000_000_000))
    got = _status("The root disk is only about a quarter full. The archive disk is about two-thirds full.", disks)
    assert got["The root disk is only about a quarter full"] == "verified"
    assert got["The archive disk is about two-thirds full"] == "verified"
    got = _status("The root disk is about three quarters full.", disks)
    assert got["The root disk is about three quarters full"] == "contradicted"


def test_swap_judgements_in_words():
    half = _memory(swap_used=2 * 2**30)
    assert _status("Swap is untouched.", half)["Swap is untouched"] == "contradicted"
    assert _status("Swap is half used.", half)["Swap is half used"] == "verified"
    assert _status("Some memory has been swapped out.", half)["Some memory has been swapped out"] == "verified"
    none = _memory(swap_used=0)
    assert _status("Swap is half used.", none)["Swap is half used"] == "contradicted"
    assert _status("Nothing has been swapped out.", none)["Nothing has been swapped out"] == "verified"
    got = _status("**Swap:** 4 GB, none of it used.", none)
    assert got["none of it used"] == "verified"


def test_memory_nearly_exhausted_needs_nearly_all_of_it_used_and_fresh_wins():
    got = _status("Memory is nearly exhausted.", _memory(mem_percent=79.3), )
    assert got["Memory is nearly exhausted"] == "contradicted"
    old = _memory(mem_percent=95.0, stale=True)
    old["id"] = "e5"
    got = _status("Memory is nearly exhausted.", _memory(mem_percent=79.3), old)
    assert got["Memory is nearly exhausted"] == "contradicted"


def test_forecasts_and_trends_are_unsupported_not_contradicted():
    disks = _disks(("/", 500_000_000_000, 120_000_000_000))
    got = _status("It'll be full in about two months at this rate.", disks)
    assert got["It'll be full in about two months at this rate"] == "unsupported"
    got = _status("The root filesystem has been filling up since last week.", disks)
    assert got["The root filesystem has been filling up since last week"] == "unsupported"


# --- counts over filtered listings ----------------------------------------------------------------------------

def _pods(*pods: tuple[str, str, str, int]) -> dict:
    items = []
    for name, node, phase, restarts in pods:
        items.append({"metadata": {"name": name, "namespace": "shop"}, "spec": {"nodeName": node},
                      "status": {"phase": phase, "containerStatuses": [
                          {"name": name.split("-")[0], "ready": phase == "Running", "restartCount": restarts}]}})
    return tool("e5", "kubernetes_get", {"kind": "pods", "namespace": "shop", "items": items},
                args={"kind": "pods", "namespace": "shop"})


_SHOP = _pods(("web-6d9f7c-ab12x", "w1", "Running", 0), ("web-6d9f7c-cd34y", "w2", "Running", 0),
              ("cart-7d9f8b-x2kq4", "w1", "Running", 3), ("redis-0", "w1", "Running", 0),
              ("checkout-5b8c-ef56z", "w2", "Pending", 0))


def test_a_count_of_pods_said_of_a_node_counts_the_pods_on_it():
    got = _status("w1 runs 3 pods. w2 runs 3 pods.", _SHOP)
    assert got["w1 runs 3 pods"] == "verified"
    assert got["w2 runs 3 pods"] == "contradicted"


def test_pods_with_zero_restarts_are_the_ones_that_never_restarted():
    got = _status("Both web pods are Running with 0 restarts.", _SHOP)
    assert got["Both web pods are Running with 0 restarts"] == "verified"


def test_a_part_picked_by_something_the_evidence_does_not_record_leaves_only_the_whole_to_check():
    got = _status("Two of the five pods are in trouble. Two of the seven pods are in trouble.", _SHOP)
    assert got["Two of the five pods are in trouble"] == "unsupported"
    assert got["Two of the seven pods are in trouble"] == "contradicted"


def _nginx() -> dict:
    procs = [{"pid": 1402, "name": "nginx", "user": "root", "cpu_percent": 0.0, "memory_percent": 0.1,
              "rss_bytes": 9800000, "status": "sleeping", "cmdline": "nginx: master process /usr/sbin/nginx"}]
    procs += [{"pid": pid, "name": "nginx", "user": "nginx", "cpu_percent": 1.0, "memory_percent": 0.1,
               "rss_bytes": 14000000, "status": "sleeping", "cmdline": "nginx: worker process"} for pid in (20331, 20332)]
    return tool("e6", "linux_processes", {"total": 3, "processes": procs}, args={"name": "nginx"})


def test_workers_and_their_pids_in_parentheses_over_a_listing_filtered_by_name():
    got = _status("Three nginx processes: the master (PID 1402) runs as root, two workers (20331, 20332) run as nginx.",
                  _nginx())
    assert got["the master (PID 1402) runs as root, two workers (20331, 20332) run as nginx"] == "verified"
    got = _status("Three nginx processes: the master runs as root, three workers run as nginx.", _nginx())
    assert got["the master runs as root, three workers run as nginx"] == "contradicted"


# --- accounts and group membership ---------------------------------------------------------------------------

def _accounts() -> dict:
    users = [{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
             {"name": "hari", "uid": 1000, "gid": 1000, "home": "/home/hari", "shell": "/bin/bash"},
             {"name": "gaal", "uid": 1001, "gid": 1001, "home": "/home/gaal", "shell": "/bin/zsh"},
             {"name": "runner", "uid": 998, "gid": 998, "home": "/home/runner", "shell": "/bin/bash"},
             {"name": "nginx", "uid": 996, "gid": 996, "home": "/var/lib/nginx", "shell": "/sbin/nologin"}]
    groups = [{"name": "wheel", "gid": 10, "members": ["hari"]},
              {"name": "psychohistory", "gid": 2000, "members": ["hari", "gaal"]},
              {"name": "lpadmin", "gid": 114, "members": ["gaal"]},
              {"name": "media", "gid": 975, "members": []},
              {"name": "bastion-users", "gid": 2001, "members": ["gaal"]}]
    return steady(users=users, groups=groups)


def test_a_clause_with_no_subject_takes_the_account_of_the_clause_before():
    got = _status("gaal has uid 1001 and is in wheel too.", _accounts())
    assert got["gaal has uid 1001"] == "verified"
    assert got["is in wheel too"] == "contradicted"
    got = _status("hari is in the wheel group; gaal is too.", _accounts())
    assert got["gaal is too"] == "contradicted"


def test_a_key_value_line_about_an_account_uses_its_label_as_the_subject():
    got = _status("Yes, it is.\n\nhari: UID 1000, shell /bin/bash, in psychohistory — not in lpadmin, as you wanted.",
                  _accounts())
    # the uid and the shell are claims of their own (account_parts.py), both the label's account's
    assert got == {"UID 1000": "verified", "shell /bin/bash, in psychohistory": "verified",
                   "not in lpadmin, as you wanted": "verified"}
    got = _status("Yes, it is.\n\nhari: UID 1001, shell /bin/bash, in psychohistory.", _accounts())
    assert "contradicted" in got.values()


def test_a_count_and_a_list_of_names_under_a_label_are_checked_against_the_whole():
    got = _status("There are two regular users: hari and gaal.", _accounts())
    assert set(got.values()) == {"verified"}
    got = _status("1. Two regular users: hari, gaal\n2. hari is in wheel", _accounts())
    assert set(got.values()) == {"verified"}
    got = _status("1. Three regular users: hari, gaal\n2. hari is in wheel", _accounts())
    assert "contradicted" in got.values()


def test_group_member_counts_lists_and_only_members():
    got = _status("psychohistory has three members: hari, gaal and root.", _accounts())
    assert got["psychohistory has three members"] == "contradicted"
    assert got["hari, gaal and root"] == "contradicted"
    got = _status("psychohistory has two members: hari and gaal.", _accounts())
    assert set(got.values()) == {"verified"}
    got = _status("gaal isn't in the wheel group; hari is its only member.", _accounts())
    assert got["hari is its only member"] == "verified"


def test_roles_accounts_that_do_not_exist_and_only_one_login_shell():
    got = _status("gaal is not a printer admin. hari is not a printer admin.", _accounts())
    assert got["gaal is not a printer admin"] == "contradicted"
    assert got["hari is not a printer admin"] == "verified"
    got = _status("The media account is in wheel too.", _accounts())
    assert got["The media account is in wheel too"] == "contradicted"
    got = _status("Only gaal has a login shell.", _accounts())
    assert got["Only gaal has a login shell"] == "contradicted"


def test_his_is_the_account_just_named_in_the_same_sentence():
    answer = "gaal's shell is /bin/zsh and his UID is 1000."
    got = statuses(verify_bundle(dict(bundle(answer, _accounts()), question="what about hari?")))
    assert got["his UID is 1000"] == "contradicted"
