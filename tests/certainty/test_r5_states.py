"""States, existence and Kubernetes objects (round 5): a lead-in that limits its own state ('Mostly fine, but
not everything') says nothing of each row; 'X is the Y' is no list of names; node roles from their labels;
where pods run (pods per node, none on a node, the only pod on a node); a cross next to a cell's own words is
the writer's verdict, not a state of the row's thing; the object of a relative clause is not the subject; a
description ('a local LLM') or a qualifier ('layers of X') is no name a listing could lack; a partial name
that fits exactly one object is that object."""

from __future__ import annotations

from tests.certainty._bundles import tool
from tests.certainty._bundles import claim_statuses as _status


def _pod(name: str, ns: str, phase: str, node: str, ready: bool = True, waiting: str | None = None) -> dict:
    state = {"waiting": {"reason": waiting}} if waiting else {"running": {}}
    return {"kind": "Pod", "metadata": {"name": name, "namespace": ns}, "spec": {"nodeName": node},
            "status": {"phase": phase, "containerStatuses": [{"name": name.split("-")[0], "ready": ready,
                                                               "restartCount": 0, "state": state}]}}


def _node(name: str, ready: bool = True, role: str | None = None, labels: bool = True) -> dict:
    obj = {"kind": "Node", "metadata": {"name": name},
           "status": {"conditions": [{"type": "Ready", "status": "True" if ready else "False"}]}}
    if labels:
        obj["metadata"]["labels"] = {"kubernetes.io/hostname": name}
        if role:
            obj["metadata"]["labels"][f"node-role.kubernetes.io/{role}"] = "true"
    return obj


PODS = tool("e3", "kubernetes_get", {"items": [
    _pod("payments-worker-58c7d9f6b-qq7rt", "prod", "Running", "arena-1", False, "CrashLoopBackOff"),
    _pod("orders-api-74c6d9b8f-jw5xn", "prod", "Running", "arena-1"),
    _pod("prometheus-server-0", "monitoring", "Pending", "arena-2", False, "ContainerCreating"),
    _pod("web-6c8f7b9d4-2kq4x", "shop", "Running", "capitol"),
    _pod("cart-7d9f8c6b5-x2lqm", "shop", "Pending", "capitol", False, "ImagePullBackOff"),
    _pod("calico-node-r5t7j", "kube-system", "Running", "arena-3", False),
    _pod("kube-proxy-9xw4d", "kube-system", "Running", "arena-3", False)]},
    args={"resource": "pods", "all_namespaces": True})
NODES = tool("e2", "kubernetes_get", {"items": [_node("capitol", role="control-plane"), _node("arena-1"),
                                                _node("arena-2"), _node("arena-3", ready=False)]},
             args={"resource": "nodes"})


# --- a lead-in that limits its own state is not said of each row -----------------------------------------

def test_a_qualified_lead_in_state_is_not_said_of_each_row():
    table = ("| Pod | Namespace | State |\n|---|---|---|\n"
             "| payments-worker-58c7d9f6b-qq7rt | prod | ❌ CrashLoopBackOff |\n"
             "| prometheus-server-0 | monitoring | ⏳ Pending |\n")
    got = _status("Mostly fine, but not everything:\n\n" + table, PODS)
    assert got["payments-worker-58c7d9f6b-qq7rt"] != "contradicted"
    assert got["prometheus-server-0"] != "contradicted"
    # a variant: "Most pods are healthy except these"
    got = _status("Most pods are healthy except these:\n\n" + table, PODS)
    assert got["payments-worker-58c7d9f6b-qq7rt"] != "contradicted"
    # an unqualified lead-in still says its state of every row
    got = _status("Healthy pods:\n\n- payments-worker-58c7d9f6b-qq7rt\n", PODS)
    assert got["payments-worker-58c7d9f6b-qq7rt"] == "contradicted"


# --- node roles ---------------------------------------------------------------------------------------------

def test_a_role_word_is_no_node_name_and_is_checked_against_the_role_labels():
    assert _status("Nodes: capitol is the control-plane.", NODES)["capitol is the control-plane"] == "verified"
    assert _status("Nodes: arena-1 is the control-plane.", NODES)["arena-1 is the control-plane"] == "contradicted"
    # variants: plural workers, a negation, the role first
    assert _status("arena-1 and arena-2 are workers.", NODES)["arena-1 and arena-2 are workers"] == "verified"
    assert _status("capitol isn't a worker node.", NODES)["capitol isn't a worker node"] == "verified"
    assert _status("The control plane is arena-2.", NODES)["The control plane is arena-2"] == "contradicted"


def test_a_node_without_labels_has_no_known_role():
    nodes = tool("e2", "kubernetes_get", {"items": [_node("w1", labels=False), _node("cp1", labels=False)]},
                 args={"resource": "nodes"})
    assert _status("w1 is the control plane.", nodes)["w1 is the control plane"] == "unsupported"


# --- where pods run ----------------------------------------------------------------------------------------

def test_pods_on_a_node_are_counted_and_judged_by_their_node():
    got = _status("arena-3 is NotReady. Both pods scheduled there are not ready.", NODES, PODS)
    assert got["Both pods scheduled there are not ready"] == "verified"
    got = _status("arena-3 is NotReady. Three pods are scheduled there.", NODES, PODS)
    assert got["Three pods are scheduled there"] == "contradicted"
    got = _status("None of the shop pods are on arena-3.", NODES, PODS)
    assert got["None of the shop pods are on arena-3"] == "verified"
    got = _status("capitol runs no shop workloads.", NODES, PODS)
    assert got["capitol runs no shop workloads"] == "contradicted"


def test_a_node_carrying_the_pods_said_and_the_only_pod_on_a_node():
    got = _status("capitol is carrying both broken shop pods (cart and web).", NODES, PODS)
    assert got["capitol is carrying both broken shop pods (cart and web)"] == "contradicted"   # web is healthy
    got = _status("arena-1 is hosting both prod pods.", NODES, PODS)
    assert got["arena-1 is hosting both prod pods"] == "verified"
    got = _status("prometheus-server-0 is the only pod placed on arena-2.", NODES, PODS)
    assert got["prometheus-server-0 is the only pod placed on arena-2"] == "verified"
    got = _status("orders-api-74c6d9b8f-jw5xn is the only pod on arena-1.", NODES, PODS)
    assert got["orders-api-74c6d9b8f-jw5xn is the only pod on arena-1"] == "contradicted"


def test_a_pod_count_over_a_cut_listing_is_not_decided():
    cut = dict(PODS, complete=False)
    got = _status("None of the shop pods are on arena-3.", NODES, cut)
    assert got["None of the shop pods are on arena-3"] == "unsupported"


# --- a cross next to a cell's own words ---------------------------------------------------------------------

def test_a_cross_beside_the_cells_own_words_does_not_deny_the_header_state_of_the_row():
    units = tool("e4", "linux_service_status", {"units": [
        {"unit": "node-exporter.service", "load_state": "loaded", "active_state": "active", "sub_state": "running",
         "unit_file_state": "enabled"}]})
    got = _status("| service | ok? |\n|---|---|\n| node-exporter | ❌ reachable from the internet |\n", units)
    assert got["reachable from the internet"] == "unsupported"
    # the bare cross still denies the header's state
    got = _status("| service | running? |\n|---|---|\n| node-exporter | ❌ |\n", units)
    assert got["❌"] == "contradicted"


# --- subjects: a relative clause's object, a description, a qualifier -------------------------------------

def test_the_object_of_a_relative_clause_is_not_the_subject_of_the_state():
    got = _status("The CI job that builds payments-worker failed.", PODS)
    assert got["The CI job that builds payments-worker failed"] != "verified"
    assert got["The CI job that builds payments-worker failed"] != "contradicted"
    # variant: the build script which deploys orders-api crashed
    got = _status("The script which deploys orders-api-74c6d9b8f-jw5xn crashed.", PODS)
    assert got["The script which deploys orders-api-74c6d9b8f-jw5xn crashed"] != "contradicted"


def test_a_description_or_a_qualified_word_is_no_name_a_listing_could_lack():
    procs = tool("e5", "linux_processes", {"sort": "cpu", "processes": [
        {"pid": 10, "name": "ollama", "user": "ollama", "cpu_percent": 380.0, "rss_bytes": 1 << 30, "status": "running",
         "cmdline": "/usr/bin/ollama runner"}]}, complete=True)
    got = _status("It's slow because a local LLM is running on the CPU.", procs)
    assert "contradicted" not in got.values()
    got = _status("All 33 layers of llama3.1:8b are running on the processor.", procs)
    assert "contradicted" not in got.values()
    # a plain name in subject position is still looked for in the complete listing
    got = _status("Jellyfin is running.", procs)
    assert got["Jellyfin is running"] == "contradicted"


# --- partial names ------------------------------------------------------------------------------------------

def test_a_partial_name_that_fits_exactly_one_object_is_that_object():
    nodes = tool("e2", "kubernetes_get", {"items": [_node("illian-cp1"), _node("illian-w1"),
                                                    _node("illian-w3", ready=False)]}, args={"resource": "nodes"})
    got = _status("w3 is NotReady.", nodes)
    assert got["w3 is NotReady"] == "verified"
    got = _status("w1 is NotReady.", nodes)
    assert got["w1 is NotReady"] == "contradicted"
    containers = tool("e6", "linux_containers", {"runtime": "docker", "containers": [
        {"id": "a1", "name": "immich-machine-learning", "image": "immich-ml:v1", "state": "running",
         "status": "Up 3 hours", "ports": []},
        {"id": "a2", "name": "immich-server", "image": "immich-server:v1", "state": "restarting",
         "status": "Restarting (1) 5 seconds ago", "ports": []}]}, args={"all": True})
    got = _status("The machine-learning container is running fine.", containers)
    assert got["The machine-learning container is running fine"] == "verified"
    # two objects end in the same part: no reading of it
    two = tool("e2", "kubernetes_get", {"items": [_node("east-w1"), _node("west-w1", ready=False)]},
               args={"resource": "nodes"})
    assert _status("w1 is Ready.", two)["w1 is Ready"] != "verified"


# --- a past happening is not denied by the state now ---------------------------------------------------------

def test_a_past_happening_is_not_contradicted_by_the_state_now():
    units = tool("e4", "linux_service_status", {"units": [
        {"unit": "postgresql.service", "load_state": "loaded", "active_state": "active", "sub_state": "running",
         "unit_file_state": "enabled"}]})
    assert _status("PostgreSQL crashed.", units)["PostgreSQL crashed"] != "contradicted"
    assert _status("postgresql died.", units)["postgresql died"] != "contradicted"
    # the present state is still judged
    assert _status("PostgreSQL is stopped.", units)["PostgreSQL is stopped"] == "contradicted"
    assert _status("PostgreSQL keeps crashing.", units)["PostgreSQL keeps crashing"] == "contradicted"
