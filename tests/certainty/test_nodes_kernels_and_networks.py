"""Sameness of node releases, kernels kept or removed, networks by prefix, private listeners, strangers in a
ports table's process column, and a date written before its time ("since 3 May 07:15")."""

from __future__ import annotations

from tests.certainty._bundles import claim_list, socket, status_containing, steady, tool


def nodes(*versions: str) -> dict:
    return tool("e2", "kubernetes_get", {"kind": "nodes", "items": [
        {"kind": "Node", "metadata": {"name": f"kestrel-{i}"},
         "status": {"conditions": [{"type": "Ready", "status": "True"}], "nodeInfo": {"kubeletVersion": v}}}
        for i, v in enumerate(versions)]}, args={"resource": "nodes"})


def test_every_node_on_the_same_release():
    mixed, even = nodes("v1.29.8+k3s1", "v1.29.8+k3s1", "v1.28.12+k3s1"), nodes("v1.29.8+k3s1", "v1.29.8+k3s1")
    assert status_containing("Every node is on the same k3s release.", "same", mixed) == "contradicted"
    assert status_containing("Every node is on the same k3s release.", "same", even) == "verified"
    assert status_containing("Both nodes run identical versions? No: both run the same kubelet version.", "same kubelet",
                             even) == "verified"


def test_a_named_node_on_the_release_the_clause_before_stated():
    mixed = nodes("v1.29.8+k3s1", "v1.29.8+k3s1", "v1.28.12+k3s1")
    answer = "kestrel-0 and kestrel-1 are on v1.29.8+k3s1. kestrel-2 runs the same kubelet version."
    assert status_containing(answer, "kestrel-2", mixed) == "contradicted"
    answer = "kestrel-2 is on v1.28.12+k3s1. kestrel-0 runs the same kubelet version."
    assert status_containing(answer, "kestrel-0", mixed) == "contradicted"


def test_a_kubelet_release_with_its_build_suffix_is_found_for_the_service():
    unit = tool("e3", "linux_service_status", {"unit": "k3s.service", "load_state": "loaded", "active_state": "active",
                                                "sub_state": "running", "main_pid": 612,
                                                "active_since": "2026-11-20T06:00:00+00:00"}, args={"name": "k3s"})
    answer = "- `k3s.service` is active\n- Version: v1.29.8+k3s1"
    assert status_containing(answer, "v1.29.8+k3s1", unit, nodes("v1.29.8+k3s1")) == "verified"


def test_a_date_before_its_time_is_not_read_as_month_and_hour():
    unit = tool("e3", "linux_service_status", {"unit": "k3s.service", "load_state": "loaded", "active_state": "active",
                                                "sub_state": "running", "main_pid": 612,
                                                "active_since": "2026-11-03T07:15:09+00:00"}, args={"name": "k3s"})
    answer = "`k3s.service`: active (running), main PID 612, since 3 Nov 07:15"
    assert [s for _, s in claim_list(answer, unit)] == ["verified"] * len(claim_list(answer, unit))
    # a wrong PID beside a right date and state is marked alone
    wrong = claim_list("`k3s.service`: active (running), main PID 621, since 3 Nov 07:15", unit)
    assert ("main PID 621", "contradicted") in wrong and ("since 3 Nov 07:15", "verified") in wrong


def test_a_network_said_with_its_prefix():
    box = steady(network_interfaces=[
        {"name": "eth0", "mac": "52:54:00:aa:bb:cc", "addresses": ["192.168.7.20/24"], "is_up": True},
        {"name": "flannel.1", "mac": "0e:11:22:33:44:55", "addresses": ["10.42.3.0/32"], "is_up": True},
        {"name": "cni0", "mac": "0e:11:22:33:44:66", "addresses": ["10.42.3.1/24"], "is_up": True}])
    assert status_containing("The pod subnet on cni0 is 10.42.3.0/24.", "cni0", box) == "verified"
    assert status_containing("The pod subnet on cni0 is 10.42.5.0/24.", "cni0", box) == "contradicted"


def _listening(*socks) -> dict:
    return tool("e5", "linux_network_info", {"interfaces": [], "connections": [], "listening": list(socks)})


def test_not_on_a_public_address_is_true_of_private_and_loopback_sockets():
    private = _listening(socket(3306, "127.0.0.1", "mariadbd", 801), socket(3306, "172.16.4.9", "mariadbd", 801))
    public = _listening(socket(3306, "93.184.216.34", "mariadbd", 801))
    wildcard = _listening(socket(3306, "0.0.0.0", "mariadbd", 801))
    claim = "MariaDB isn't listening on a public address."
    assert claim_list(claim, private)[0][1] == "verified"
    assert claim_list(claim, public)[0][1] == "contradicted"
    assert claim_list(claim, wildcard)[0][1] != "verified"   # the router and the firewall decide that one


def test_only_on_loopback_and_a_named_private_address_is_not_read_as_loopback_only():
    private = _listening(socket(3306, "127.0.0.1", "mariadbd", 801), socket(3306, "172.16.4.9", "mariadbd", 801))
    claim = "It only listens on loopback and on 172.16.4.9."
    assert claim_list(claim, private)[0][1] != "contradicted"


def test_a_program_the_evidence_does_not_know_in_a_ports_tables_process_column():
    net = _listening(socket(9100, "0.0.0.0", "node_exporter", 733), socket(22, "0.0.0.0", "sshd", 610))
    table = "| Port | Process |\n|---|---|\n| 22 | sshd |\n| 9100 | {name} |"
    assert status_containing(table.format(name="telegraf-agent"), "telegraf", net) == "contradicted"
    # a name sharing a word with the holder ("node-exporter" for node_exporter) is not a stranger
    assert status_containing(table.format(name="prometheus-node-exporter"), "exporter", net) != "contradicted"


def test_a_kernel_kept_or_removed():
    history = tool("e9", "linux_package_history", {"events": [
        {"time": "2026-11-20T10:02:00+00:00", "action": "install", "package": "linux-image-6.1.0-31-amd64",
         "from_version": None, "to_version": "6.1.128-1"},
        {"time": "2026-11-20T10:03:00+00:00", "action": "remove", "package": "linux-image-6.1.0-27-amd64",
         "from_version": "6.1.115-1", "to_version": None}]}, args={"since_days": 7})
    box = steady(kernel="6.1.0-30-amd64", installed_packages={
        "linux-image-6.1.0-30-amd64": "6.1.124-1", "linux-image-6.1.0-31-amd64": "6.1.128-1"})
    assert claim_list("The old 6.1.0-27 kernel was removed in that run.", box, history)[0][1] == "verified"
    assert claim_list("The old 6.1.0-30 kernel was removed in that run.", box, history)[0][1] == "contradicted"
    assert claim_list("The 6.1.0-30 kernel is still installed as a fallback.", box, history)[0][1] == "verified"
    assert claim_list("The 6.1.0-27 kernel is still installed as a fallback.", box, history)[0][1] == "contradicted"
    # with no package list, the history's removal still shows the kernel is not kept
    assert claim_list("The 6.1.0-27 kernel is still installed as a fallback.", history)[0][1] == "contradicted"


def test_a_fraction_of_replicas_of_the_one_deployment_and_a_fraction_of_nodes_led_by_its_noun():
    deploy = tool("e4", "kubernetes_get", {"kind": "deployments", "items": [
        {"kind": "Deployment", "metadata": {"name": "ledger-api", "namespace": "default"},
         "spec": {"replicas": 3}, "status": {"readyReplicas": 2, "availableReplicas": 2}}]},
        args={"resource": "deployments"})
    assert claim_list("The deployment has 2 of 3 replicas ready.", deploy)[0][1] == "verified"
    assert claim_list("The deployment has 3 of 3 replicas ready.", deploy)[0][1] == "contradicted"
    mixed = tool("e2", "kubernetes_get", {"kind": "nodes", "items": [
        {"kind": "Node", "metadata": {"name": f"kestrel-{i}"},
         "status": {"conditions": [{"type": "Ready", "status": "True" if i else "False"}],
                    "nodeInfo": {"kubeletVersion": "v1.29.8+k3s1"}}} for i in range(4)]}, args={"resource": "nodes"})
    assert status_containing("- Nodes — 3 of 4 are Ready", "3 of 4", mixed) == "verified"
    assert status_containing("- Nodes — 4 of 4 are Ready", "4 of 4", mixed) == "contradicted"


def test_labelled_lines_of_ports_answer_which_ports_are_open():
    net = _listening(socket(22, "0.0.0.0", "sshd", 610), socket(6443, "0.0.0.0", "k3s-server", 901),
                     socket(10250, "127.0.0.1", "k3s-server", 901))
    answer = "- **SSH:** 22\n- **API server:** 6443\n- **kubelet:** 10250\n- **etcd:** 2379"
    claims = claim_list(answer, net, question="Which ports is this node listening on?")
    assert [s for _, s in claims] == ["verified", "verified", "verified", "contradicted"], claims


def test_a_pronoun_before_the_state_is_its_subject_and_a_node_after_on_is_where():
    mixed = tool("e2", "kubernetes_get", {"kind": "nodes", "items": [
        {"kind": "Node", "metadata": {"name": name},
         "status": {"conditions": [{"type": "Ready", "status": ready}], "nodeInfo": {"kubeletVersion": "v1.29.8+k3s1"}}}
        for name, ready in (("kestrel-0", "True"), ("kestrel-1", "False"))]}, args={"resource": "nodes"})
    answer = "kestrel-1 has no pods. It's NotReady, and its kubelet is on v1.29.8+k3s1."
    assert status_containing(answer, "NotReady", mixed) == "verified"
    answer = "kestrel-0 has two pods. It's NotReady, and its kubelet is on v1.29.8+k3s1."
    assert status_containing(answer, "NotReady", mixed) == "contradicted"
    pods = tool("e3", "kubernetes_get", {"kind": "pods", "namespace": "shop", "items": [
        {"kind": "Pod", "metadata": {"name": "cart-6d5f7c9b8-q2w3e", "namespace": "shop"},
         "spec": {"nodeName": "kestrel-9"},
         "status": {"phase": "Running", "containerStatuses": [
             {"name": "cart", "ready": False, "restartCount": 12,
              "state": {"waiting": {"reason": "CrashLoopBackOff"}}}]}}]}, args={"resource": "pods"})
    claim = "Pod `cart-6d5f7c9b8-q2w3e` on **kestrel-9** is in `CrashLoopBackOff`"
    assert claim_list(claim, pods)[0][1] == "verified"


def test_connections_counted_by_protocol_and_from_one_peer():
    def conn(local, remote):
        return {"proto": "tcp", "local": local, "remote": remote, "state": "ESTABLISHED", "pid": 700,
                "process": "dovecot"}
    net = tool("e5", "linux_network_info", {"interfaces": [], "listening": [], "connections": [
        conn("203.0.113.5:993", "198.51.100.7:50111"), conn("203.0.113.5:993", "198.51.100.7:50112"),
        conn("203.0.113.5:143", "198.51.100.9:40001"), conn("203.0.113.5:41000", "93.184.216.34:443")]})
    assert claim_list("There are 3 IMAP connections right now.", net)[0][1] == "verified"
    assert claim_list("There are 5 IMAP connections right now.", net)[0][1] == "contradicted"
    assert claim_list("There is one outgoing HTTPS connection.", net)[0][1] == "verified"
    claims = claim_list("There are 3 IMAP connections right now, all from the same client.", net)
    assert claims == [("There are 3 IMAP connections right now", "verified"),
                      ("all from the same client", "contradicted")], claims


def test_a_kernel_release_said_to_run_without_the_word_kernel():
    box = steady(kernel="6.1.0-29-amd64", installed_packages={
        "linux-image-6.1.0-29-amd64": "6.1.123-1", "linux-image-6.1.0-30-amd64": "6.1.124-1"})
    answer = "linux-image-6.1.0-30-amd64 was installed, but you're still running {r}."
    assert status_containing(answer.format(r="6.1.0-29"), "still running", box) == "verified"
    assert status_containing(answer.format(r="6.1.0-28"), "still running", box) == "contradicted"


def test_a_port_named_after_an_unread_program_is_not_the_later_ones():
    net = _listening(socket(1716, "0.0.0.0", "kdeconnectd", 2210), socket(41641, "0.0.0.0", "tailscaled", 990))
    claims = claim_list("KDE Connect on 1716 and tailscaled on 41641.", net)
    assert claims and all(s == "verified" for _, s in claims), claims
    # the later program's own port is still its own
    assert claim_list("KDE Connect on 1716 and tailscaled on 1716.", net)[-1][1] == "contradicted"


def test_a_wrong_state_in_an_aside_is_marked_alone():
    pods = tool("e3", "kubernetes_get", {"kind": "pods", "namespace": "shop", "items": [
        {"kind": "Pod", "metadata": {"name": "cart-6d5f7c9b8-q2w3e", "namespace": "shop"},
         "spec": {"nodeName": "kestrel-1"},
         "status": {"phase": "Running", "containerStatuses": [
             {"name": "cart", "ready": False, "restartCount": 12,
              "state": {"waiting": {"reason": "CrashLoopBackOff"}}}]}}]}, args={"resource": "pods"})
    claims = claim_list("`cart-6d5f7c9b8-q2w3e` is in CrashLoopBackOff (its phase still shows Pending).", pods)
    assert any(s == "verified" and "CrashLoopBackOff" in t and "Pending" not in t for t, s in claims), claims
    assert any(s == "contradicted" and "Pending" in t and "CrashLoopBackOff" not in t for t, s in claims), claims


def test_a_container_said_to_publish_a_port_it_does_not():
    boxes = tool("e6", "linux_containers", {"runtime": "docker", "containers": [
        {"id": "a1", "name": "cache", "image": "valkey/valkey:8", "state": "running", "status": "Up 2 hours",
         "created_at": "2026-11-22T08:00:00+00:00", "ports": []},
        {"id": "b2", "name": "registry", "image": "registry:2", "state": "running", "status": "Up 9 days",
         "created_at": "2026-11-13T08:00:00+00:00", "ports": ["0.0.0.0:5000->5000/tcp"]}]}, args={"all": True})
    assert status_containing("cache is running. It's published on port 6379.", "6379", boxes) == "contradicted"
    assert status_containing("registry is running. It's published on port 5000.", "5000", boxes) == "verified"
    assert status_containing("registry is running. It's published on port 5050.", "5050", boxes) == "contradicted"
    # a guess about a port is not held against the listing
    assert status_containing("cache is running. It probably listens on port 6379.", "6379", boxes) != "contradicted"


def _described_nodes(*specs: tuple[str, str, str]) -> dict:
    """Nodes with what `kubectl get nodes -o wide` shows: (kubelet, OS image, container runtime)."""
    return tool("e4", "kubernetes_get", {"kind": "nodes", "items": [
        {"kind": "Node", "metadata": {"name": f"wren-{i}"},
         "status": {"conditions": [{"type": "Ready", "status": "True"}],
                    "nodeInfo": {"kubeletVersion": kubelet, "osImage": image, "containerRuntimeVersion": runtime}}}
        for i, (kubelet, image, runtime) in enumerate(specs)]}, args={"resource": "nodes"})


def test_what_every_node_runs_and_a_node_behind_on_its_release():
    cluster = _described_nodes(("v1.31.4+k3s1", "Ubuntu 22.04.5 LTS", "containerd://1.7.23-k3s2"),
                               ("v1.30.8+k3s1", "Ubuntu 22.04.5 LTS", "containerd://1.7.23-k3s2"))
    assert status_containing("All nodes run Ubuntu 22.04.5 LTS.", "Ubuntu", cluster) == "verified"
    assert status_containing("All nodes run Ubuntu 24.04.1 LTS.", "Ubuntu", cluster) == "contradicted"
    assert status_containing("The container runtime everywhere is containerd 1.7.23-k3s2.", "containerd", cluster) \
        == "verified"
    # (no listing of every runtime version: another one is not shown false, only not shown)
    assert status_containing("The container runtime everywhere is containerd 1.7.27-k3s1.", "containerd", cluster) \
        != "verified"
    assert status_containing("wren-1 is behind, on v1.30.8+k3s1.", "v1.30.8", cluster) == "verified"


def test_a_role_in_parentheses_is_no_node_name():
    cluster = tool("e5", "kubernetes_get", {"kind": "nodes", "items": [
        {"kind": "Node", "metadata": {"name": name, "labels": labels},
         "status": {"conditions": [{"type": "Ready", "status": "True"}], "nodeInfo": {"kubeletVersion": "v1.31.4+k3s1"}}}
        for name, labels in (("wren-0", {"node-role.kubernetes.io/control-plane": "true"}), ("wren-1", {}))]},
        args={"resource": "nodes"})
    answer = "Not quite. Of the two nodes:\n- **wren-0** (control-plane) — Ready\n- **wren-1** — Ready\n"
    assert status_containing(answer, "wren-0", cluster) == "verified"
