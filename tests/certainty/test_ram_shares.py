"""A share of memory said in words ("~11.2 GiB, which is about half of your RAM") is the stated amount, or the
named processes' resident memory, over the machine's memory; a share said to be "in use" is left to memory's
own percentage."""

from __future__ import annotations

from tests.certainty._bundles import claim_list, system_info, tool


def _procs() -> dict:
    def proc(pid: int, name: str, rss_gib: float) -> dict:
        return {"pid": pid, "name": name, "user": "ana", "cpu_percent": 1.0, "memory_percent": 1.0,
                "rss_bytes": int(rss_gib * 2**30), "status": "sleeping", "cmdline": name}
    return tool("e5", "linux_processes", {"sort": "memory", "limit": 10, "processes": [
        proc(4121, "java", 15.9), proc(3310, "firefox", 4.2), proc(2200, "slack", 0.4)]},
        args={"sort": "memory", "limit": 10})


def _share(answer: str) -> str:
    claims = claim_list(answer, system_info(), _procs())   # 62.8 GiB of memory
    found = [s for t, s in claims if "of your RAM" in t]
    assert len(found) == 1, claims
    return found[0]


def test_a_stated_amount_over_the_machines_memory():
    assert _share("java holds ~15.9 GiB, which is about a quarter of your RAM.") == "verified"
    assert _share("java holds ~15.9 GiB, which is about half of your RAM.") == "contradicted"
    assert _share("java holds ~15.9 GiB, which is well over half of your RAM.") == "contradicted"


def test_the_named_processs_memory():
    assert _share("java takes about a quarter of your RAM.") == "verified"
    assert _share("firefox takes about a third of your RAM.") == "contradicted"


def test_a_share_in_use_is_memorys_own_percentage():
    from reos_desktop.certainty.wrapper import verify_bundle
    from tests.certainty._bundles import bundle

    claims = verify_bundle(bundle("About a quarter of your RAM is in use.", system_info(), _procs())).claims
    assert [c.status for c in claims] == ["verified"], claims
    assert "memory.percent" in claims[0].reason and "GiB of" not in claims[0].reason, claims[0].reason
