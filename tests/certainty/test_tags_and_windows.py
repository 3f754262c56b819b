"""An image's tag as its release ("the database is on MariaDB 11.4" of mariadb:10.11), a distribution named with
its edition ("openSUSE Leap 15.5"), a load average named by its window alone ("the 15-minute average is 0.38"),
a table cell that is not failed by the release its row's first cell states, a decimal figure written with a binary
unit, a rider with its own right value, and containers said to publish on every interface."""

from __future__ import annotations

from tests.certainty._bundles import status_containing, steady, system_info, tool


def _boxes() -> dict:
    def box(name: str, image: str, status: str, ports: list[str] | None = None) -> dict:
        return {"name": name, "image": image, "state": "running", "status": status, "ports": ports or []}
    return tool("e4", "linux_containers", {"runtime": "docker", "containers": [
        box("vault-db", "docker.io/library/mariadb:10.11", "Up 4 days"),
        box("vault-cache", "redis:7.2.5-alpine", "Up 4 days"),
        box("vault-web", "ghcr.io/example/vault-web:latest", "Up 2 hours", ["0.0.0.0:8088->80/tcp"]),
        box("vault-search", "getmeili/meilisearch:v1", "Up 4 days", ["127.0.0.1:7700->7700/tcp"])]},
        args={"all": True})


def test_an_image_tag_that_is_a_release_is_the_images_version():
    assert status_containing("The database is on MariaDB 11.4.", "MariaDB 11.4", _boxes()) == "contradicted"
    assert status_containing("The database is on MariaDB 10.11.", "MariaDB 10.11", _boxes()) == "verified"
    assert status_containing("The cache runs Redis 7.2.", "Redis 7.2", _boxes()) == "verified"
    assert status_containing("The cache runs Redis 6.2.", "Redis 6.2", _boxes()) == "contradicted"


def test_a_tag_says_no_more_than_it_names():
    # the tag 10.11 follows that line's patch releases: which one is running it does not say
    assert status_containing("The database is on MariaDB 10.11.6.", "MariaDB 10.11.6", _boxes()) != "contradicted"
    # a floating major tag ("v1") is no release to compare with
    assert status_containing("Meilisearch 1.8 answers on 7700.", "Meilisearch 1.8", _boxes()) != "contradicted"


def test_a_bare_number_beside_an_image_name_is_a_port_not_a_release():
    answer = "Published ports: MariaDB 3306 is not published; vault-web 8088 is."
    assert status_containing(answer, "vault-web 8088", _boxes()) != "contradicted"


def test_a_table_cell_is_not_failed_by_the_release_its_row_names():
    table = ("| Container | Status |\n|---|---|\n| vault-db (MariaDB 11.4) | Up 4 days |\n"
             "| vault-cache | Up 4 days |\n")
    assert status_containing(table, "vault-db (MariaDB 11.4)", _boxes()) == "contradicted"
    assert status_containing(table, "Up 4 days", _boxes()) == "verified"


def test_a_distribution_named_with_its_edition():
    suse = steady(os_name="openSUSE Leap", os_id="opensuse-leap", os_version="15.6", os_codename="",
                  os_pretty_name="openSUSE Leap 15.6", package_manager="rpm")
    assert status_containing("OS: openSUSE Leap 15.5", "openSUSE Leap 15.5", suse) == "contradicted"
    assert status_containing("OS: openSUSE Leap 15.6", "openSUSE Leap 15.6", suse) == "verified"


def test_a_load_average_named_by_its_window_alone():
    answer = "The one-minute load is about 0.5, and the 15-minute average is {n}."
    assert status_containing(answer.format(n="0.70"), "15-minute average", system_info()) == "verified"
    assert status_containing(answer.format(n="0.38"), "15-minute average", system_info()) == "contradicted"


def _disks() -> dict:
    gib = 2**30
    return tool("e4", "linux_disk_usage", {"filesystems": [
        {"device": "/dev/sda2", "mountpoint": "/", "fstype": "btrfs", "total_bytes": 1000 * 10**9,
         "used_bytes": int(675.7 * gib), "free_bytes": 1000 * 10**9 - int(675.7 * gib), "percent": 72.5},
        {"device": "/dev/sda2", "mountpoint": "/home", "fstype": "btrfs", "total_bytes": 1000 * 10**9,
         "used_bytes": int(675.7 * gib), "free_bytes": 1000 * 10**9 - int(675.7 * gib), "percent": 72.5},
        {"device": "/dev/sda1", "mountpoint": "/boot/efi", "fstype": "vfat", "total_bytes": 536870912,
         "used_bytes": 6291456, "free_bytes": 530579456, "percent": 1.2}]})


def test_a_decimal_figure_written_with_a_binary_unit_is_wrong():
    # 675.7 GiB is 725.5 GB: "725 GiB" is the decimal figure with the wrong unit (/ and /home are one btrfs)
    answer = "Your btrfs root is 72% full, about {} used of 1 TB."
    assert status_containing(answer.format("725 GiB"), "725 GiB", _disks()) == "contradicted"
    assert status_containing(answer.format("725 GB"), "725 GB", _disks()) == "verified"
    assert status_containing(answer.format("676 GiB"), "676 GiB", _disks()) == "verified"


def test_a_ride_on_a_wrong_amount_keeps_its_own_right_value():
    # memory: 16.5 GB total, 11.5 GB (10.7 GiB) used; the used figure is wrong in GiB, the total is right
    memory = tool("e3", "linux_system_info", {
        "cpu_percent": 20.0, "load_average": [1.0, 1.0, 1.0], "uptime_seconds": 9000,
        "memory": {"total_bytes": int(15.4 * 2**30), "used_bytes": int(10.7 * 2**30),
                   "available_bytes": int(4.7 * 2**30), "percent": 69.5},
        "swap": {"total_bytes": 8 * 2**30, "used_bytes": int(1.2 * 2**30), "percent": 15.0}})
    answer = "Hey! Your laptop is using about 70% of its RAM — 11.5 GiB of your 15.4 GiB — and swap is in use too."
    assert status_containing(answer, "of your 15.4 GiB", memory) == "verified"
    assert status_containing(answer, "11.5 GiB", memory) != "verified"


def test_containers_said_to_publish_on_every_interface():
    # vault-web publishes on 0.0.0.0, vault-search only on 127.0.0.1, the other two publish nothing
    assert status_containing("All running containers publish on 0.0.0.0.", "publish", _boxes()) == "contradicted"
    assert status_containing("No container is published on all interfaces.", "published", _boxes()) == "contradicted"
    assert status_containing("No running container publishes only to localhost.", "localhost",
                             _boxes()) == "contradicted"
    both = tool("e5", "linux_containers", {"runtime": "docker", "containers": [
        {"name": "web", "image": "nginx:1.27", "state": "running", "status": "Up 2 days", "ports": ["0.0.0.0:80->80/tcp"]},
        {"name": "api", "image": "api:2.1.0", "state": "running", "status": "Up 2 days",
         "ports": ["0.0.0.0:8080->8080/tcp"]},
        {"name": "old", "image": "api:2.0.0", "state": "exited", "status": "Exited (0) 3 days ago", "ports": []}]},
        args={"all": True})
    assert status_containing("All running containers publish on 0.0.0.0.", "publish", both) == "verified"


def test_a_containers_and_a_pods_version_is_their_images_release():
    boxes = tool("e4", "linux_containers", {"runtime": "docker", "containers": [
        {"name": "nextcloud-redis", "image": "redis:7.4.2-alpine", "state": "running", "status": "Up 6 days",
         "ports": []}]}, args={"all": True})
    table = "| Container | Version |\n|---|---|\n| nextcloud-redis | {} |"
    assert status_containing(table.format("7.4.2"), "7.4.2", boxes) == "verified"
    assert status_containing(table.format("7.2.4"), "7.2.4", boxes) == "contradicted"
    pods = tool("e5", "kubernetes_get", {"context": "default", "namespace": "shop", "items": [
        {"kind": "Pod", "metadata": {"name": "redis-0", "namespace": "shop"},
         "spec": {"nodeName": "w1", "containers": [{"name": "redis", "image": "docker.io/library/redis:7.4"}]},
         "status": {"phase": "Running", "containerStatuses": [{"name": "redis", "ready": True, "restartCount": 0}]}}]},
        args={"resource": "pods", "namespace": "shop"})
    assert status_containing("The redis-0 pod runs Redis 7.2.", "7.2", pods) == "contradicted"
    assert status_containing("The redis-0 pod runs Redis 7.4.", "7.4", pods) == "verified"
    # the tag names the 7.4 line: which patch release runs it does not say
    assert status_containing("The redis-0 pod runs Redis 7.4.1.", "7.4.1", pods) != "contradicted"
