"""Times, durations and Kubernetes, round 5: a value is compared with the record and attribute it is about.

- a compound duration ("4 days, 1.5 hours", "two days, three hours") is one duration even with a decimal or a
  number word in its second part, so it is compared whole with the uptime;
- a parenthesis with its own subject and past-tense verb ("(last boot was Monday, Nov 16)") is a claim of its
  own in a "Key: value" line: the value before it is judged apart from the boot date it states;
- a time told by another event (", right after the upgrade to 17.6.1", ", since before the new kernel was
  installed") is a rider of its own; a pointer clause ("It was restarted at 18:52 today") keeps its time;
- a count in a colon lead-in ("stribog — 4 pods: a, b and the crashing worker") counts what the lead-in says:
  the state words of the items after the colon do not pick which pods it counts; and
  "one svclb-web pod" closing a list of names is one item, never the number of pods.
"""

from __future__ import annotations

from tests.certainty._bundles import claim_list, tool


def _by_text(answer: str, *evidence: dict) -> dict[str, str]:
    return dict(claim_list(answer, *evidence))


def _system(uptime_h: float, boot: str) -> dict:
    return tool("e3", "linux_system_info", {
        "cpu_percent": 10.0, "load_average": [0.5, 0.5, 0.5], "uptime_seconds": int(uptime_h * 3600), "boot_time": boot,
        "memory": {"total_bytes": 8_000_000_000, "available_bytes": 4_000_000_000, "used_bytes": 4_000_000_000,
                   "percent": 50.0},
        "swap": {"total_bytes": 0, "used_bytes": 0, "percent": 0.0}})


UP_97H = _system(97.47, "2026-11-18T08:33:48+00:00")    # 4 days and ~1.5 hours before NOW (2026-11-22T10:02)


def test_a_compound_duration_with_a_decimal_part_is_one_duration():
    got = _by_text("**Uptime:** 4 days, 1.5 hours", UP_97H)
    assert got == {"4 days, 1.5 hours": "verified"}, got
    got = _by_text("The machine has been up for 4 days, 1.5 hours.", UP_97H)
    assert list(got.values()) == ["verified"], got
    # number words: the same duration read whole
    got = _by_text("It has been up four days, two hours.", UP_97H)
    assert list(got.values()) == ["verified"], got
    # and a wrong compound is still contradicted as a whole
    got = _by_text("**Uptime:** 2 days, 1.5 hours", UP_97H)
    assert list(got.values()) == ["contradicted"], got


def test_a_parenthesised_clause_with_its_own_subject_is_its_own_claim_in_a_key_value_line():
    up = _system(6 * 24 + 1.4, "2026-11-16T08:38:00+00:00")   # booted Monday, Nov 16
    got = _by_text("- **Uptime:** a little over 6 days (last boot was Tuesday, Nov 17)", up)
    assert got.get("a little over 6 days") == "verified", got
    assert got.get("last boot was Tuesday, Nov 17") == "contradicted", got
    got = _by_text("- **Uptime:** about 6 days (the box last booted on Monday, Nov 16)", up)
    assert got.get("about 6 days") == "verified", got
    assert "contradicted" not in got.values(), got


def _pods(*pods: tuple[str, str, str]) -> dict:
    # a crash-looping pod is phase Running with its container waiting in CrashLoopBackOff
    items = [{"kind": "Pod", "metadata": {"name": name, "namespace": "default"}, "spec": {"nodeName": node},
              "status": {"phase": "Running", "containerStatuses": [{
                  "name": "c", "ready": phase == "Running", "restartCount": 0 if phase == "Running" else 14,
                  "state": {"running": {}} if phase == "Running" else {"waiting": {"reason": phase}}}]}}
             for name, node, phase in pods]
    return tool("e2", "kubernetes_get", {"kind": "pods", "namespace": "default", "items": items},
                args={"resource": "pods"})


PODS = _pods(("redis-0", "perun", "Running"), ("api-7c9d8b6f5-9fjds", "perun", "Running"),
             ("web-5d8f7b-lw8tq", "perun", "Running"), ("svclb-web-aaaa1", "perun", "Running"),
             ("api-7c9d8b6f5-2hxkp", "stribog", "Running"), ("web-5d8f7b-m2z9n", "stribog", "Running"),
             ("svclb-web-bbbb2", "stribog", "Running"))


def test_a_count_closing_a_list_of_names_is_one_item_not_a_total():
    got = _by_text("On perun: redis-0, api-7c9d8b6f5-9fjds, web-5d8f7b-lw8tq and one svclb-web pod.", PODS)
    assert "contradicted" not in got.values(), got
    got = _by_text("perun runs `redis-0`, `web-5d8f7b-lw8tq` plus one svclb pod.", PODS)
    assert "contradicted" not in got.values(), got
    # a count said as a total is still a count
    got = _by_text("There are 9 pods.", PODS)
    assert list(got.values()) == ["contradicted"], got


def test_the_states_of_items_after_a_colon_do_not_filter_the_lead_in_count():
    pods = _pods(("worker-1", "stribog", "CrashLoopBackOff"), ("api-7c9d8b6f5-2hxkp", "stribog", "Running"),
                 ("web-5d8f7b-m2z9n", "stribog", "Running"), ("web-1", "perun", "Running"))
    # "3 pods" is all of stribog's pods; "crashing" says which item is the worker, it does not pick the counted pods
    got = _by_text("- **stribog** — 3 pods: api-7c9d8b6f5-2hxkp, web-5d8f7b-m2z9n and the crashing worker.", pods)
    assert "contradicted" not in got.values(), got
    got = _by_text("2. **stribog** — 3 pods: api-7c9d8b6f5-2hxkp, web-5d8f7b-m2z9n, the crash-looping worker", pods)
    assert "contradicted" not in got.values(), got


def _runner(since: str) -> dict:
    return tool("e4", "linux_service_status", {
        "unit": "gitlab-runner.service", "load_state": "loaded", "active_state": "active", "sub_state": "running",
        "unit_file_state": "enabled", "main_pid": 4242, "active_since": since, "description": "GitLab Runner"},
        args={"name": "gitlab-runner"})


RUNNER_HISTORY = tool("e5", "linux_package_history", {"events": [
    {"time": "2026-11-22T07:40:23+00:00", "action": "upgrade", "package": "gitlab-runner",
     "from_version": "17.5.3-1", "to_version": "17.6.0-1"}]}, args={"since_days": 14})


def test_a_time_told_by_another_event_is_a_rider_and_a_pointer_clause_keeps_its_own_time():
    runner = _runner("2026-11-22T07:52:10+00:00")
    got = _by_text("gitlab-runner is active. It was restarted at 07:52 today, right after the upgrade to 17.6.1 "
                   "(the package list still says 17.5.3-1, which is just the snapshot lagging).", runner, RUNNER_HISTORY)
    assert got.get("It was restarted at 07:52 today") == "verified", got      # the service's own start time
    rider = [s for t, s in got.items() if t.startswith("right after the upgrade")]
    assert rider == ["contradicted"], got                                     # the upgrade was to 17.6.0
    # another wording: 'shortly after' an event, the restart time wrong
    got = _by_text("gitlab-runner is active. It was restarted at 09:15 today, shortly after the upgrade to 17.6.0 "
                   "(pacman logged it, which fits).",
                   runner, RUNNER_HISTORY)
    # the wrong time is marked where it stands (the restart itself happened)
    wrong = [t for t, s in got.items() if "09:15" in t]
    assert wrong and all(got[t] == "contradicted" for t in wrong), got
    assert [s for t, s in got.items() if t.startswith("shortly after")] != ["contradicted"], got


def test_an_uptime_and_since_before_an_event_are_judged_apart():
    up = _system(97.73, "2026-11-18T08:18:00+00:00")
    got = _by_text("The machine has been up for about 2 days, since before the new kernel was installed.", up)
    assert got.get("The machine has been up for about 2 days") == "contradicted", got
    assert got.get("since before the new kernel was installed") != "contradicted", got


def _nodes(*nodes: tuple[str, str]) -> dict:
    items = [{"kind": "Node", "metadata": {"name": name},
              "status": {"conditions": [{"type": "Ready", "status": ready}],
                         "nodeInfo": {"kubeletVersion": "v1.29.6+k3s2"}}} for name, ready in nodes]
    return tool("e6", "kubernetes_get", {"kind": "nodes", "items": items}, args={"resource": "nodes"})


NODES = _nodes(("perun", "True"), ("stribog", "True"), ("dazhbog", "Unknown"))


def test_it_after_a_clause_naming_its_thing_only_by_kind_is_not_the_names_before():
    said = ("perun and stribog are Ready. The upgrade probably didn't finish before the node dropped off: "
            "it's been NotReady since this morning.")
    got = _by_text(said, NODES)
    assert [s for t, s in got.items() if t.startswith("it's been NotReady")] != ["contradicted"], got
    # with one thing of that kind before, 'it' is still that thing
    got = _by_text("dazhbog is listed. The node dropped off the cluster, and it's Ready now.", NODES)
    assert "contradicted" in got.values(), got


def test_a_description_of_another_kind_leaves_the_pronoun_its_thing():
    pg = tool("e7", "linux_service_status", {
        "unit": "postgresql.service", "load_state": "loaded", "active_state": "active", "sub_state": "running",
        "unit_file_state": "enabled", "main_pid": 811, "active_since": "2026-11-22T09:22:00+00:00",
        "description": "PostgreSQL"}, args={"name": "postgresql"})
    got = _by_text("PostgreSQL crashed because the disk was full. It is active again now.", pg)
    assert got.get("It is active again now") == "verified", got


def _deploy(name: str, want: int, ready: int) -> dict:
    return tool("e8", "kubernetes_get", {"kind": "deployments", "namespace": "default", "items": [
        {"kind": "Deployment", "metadata": {"name": name, "namespace": "default"}, "spec": {"replicas": want},
         "status": {"replicas": want, "readyReplicas": ready, "availableReplicas": ready}}]},
        args={"resource": "deployments"})


def test_a_measure_in_a_label_before_a_sentence_is_its_own_claim():
    web = _deploy("web", 3, 2)
    got = _by_text("- **web** — 1/3 ready: the replica on giza-w2 isn't ready, because that node ran out of disk.", web)
    assert got.get("**web** — 1/3 ready") == "contradicted", got
    assert got.get("the replica on giza-w2 isn't ready") != "contradicted", got
    got = _by_text("- **web** — 2/3 ready: the third replica sits on a node that ran out of disk.", web)
    assert got.get("**web** — 2/3 ready") == "verified", got
    assert "contradicted" not in got.values(), got


def _svc(name: str, svc_type: str, ports: list[tuple[int, int | None]]) -> dict:
    return {"kind": "Service", "metadata": {"name": name, "namespace": "default"},
            "spec": {"type": svc_type, "clusterIP": "10.43.0.20",
                     "ports": [{"port": p, "targetPort": 8080, **({"nodePort": n} if n else {})} for p, n in ports]}}


def test_a_second_it_stands_for_the_first_its_thing_not_a_name_after_its_verb():
    svcs = tool("e9", "kubernetes_get", {"kind": "services", "items": [
        _svc("web-public", "LoadBalancer", [(443, 31443)]), _svc("web", "ClusterIP", [(80, None)])]},
        args={"resource": "services"})
    got = _by_text("The shop is exposed through web-public, a LoadBalancer service. It forwards to port 8080 on "
                   "the web pods, and it also has NodePort 31443.", svcs)
    assert got.get("it also has NodePort 31443") == "verified", got
    got = _by_text("web-public is a LoadBalancer. It sends traffic to the web pods; it has NodePort 31443 as well.",
                   svcs)
    assert [s for t, s in got.items() if "NodePort 31443" in t] == ["verified"], got


def test_the_other_n_things_picked_by_no_state_is_not_the_total():
    got = _by_text("dazhbog's pod can't be rescheduled because the other two nodes report insufficient memory.", NODES)
    assert "contradicted" not in got.values(), got
    got = _by_text("The remaining 5 nodes have plenty of memory.", NODES)
    assert "contradicted" not in got.values(), got
    # picked by a state the evidence shows, the rest is still counted: 2 Ready nodes besides dazhbog
    got = _by_text("dazhbog is NotReady; the other two nodes are Ready.", NODES)
    assert [s for t, s in got.items() if "other two" in t] == ["verified"], got
