"""Whether the newest installed kernel runs (matchers/kernel_currency.py), over package lists and histories in
the shapes of Debian, Fedora and Arch."""

from __future__ import annotations

from reos_desktop.certainty.matchers.kernel_currency import release_numbers
from tests.certainty._bundles import claim_list, steady, tool


def debian(running: str) -> dict:
    return steady(kernel=running, installed_packages={
        "linux-image-6.8.0-51-generic": "6.8.0-51.52", "linux-image-6.8.0-52-generic": "6.8.0-52.53",
        "linux-image-generic": "6.8.0.52.52", "nginx": "1.24.0-2ubuntu7"})


def arch_history(to_version: str) -> dict:
    return tool("e9", "linux_package_history", {"events": [
        {"time": "2026-11-19T22:14:05+00:00", "action": "upgrade", "package": "linux",
         "from_version": "6.12.10.arch1-1", "to_version": to_version}]}, args={"since_days": 7})


def test_release_numbers_stop_at_the_first_word():
    assert release_numbers("6.8.0-52-generic") == (6, 8, 0, 52)
    assert release_numbers("5.14.0-503.22.1.el9_5.x86_64") == (5, 14, 0, 503, 22, 1)
    assert release_numbers("6.13.2.arch1-1") == release_numbers("6.13.2-arch1-1") == (6, 13, 2)
    assert release_numbers("1:6.6.74-1+rpt1") == (6, 6, 74, 1)


def test_the_new_kernel_running_or_not_on_debian():
    behind, current = debian("6.8.0-51-generic"), debian("6.8.0-52-generic")
    assert claim_list("You're already running the new kernel.", current)[0][1] == "verified"
    assert claim_list("You're already running the new kernel.", behind)[0][1] == "contradicted"
    assert claim_list("The new kernel isn't active yet.", behind)[0][1] == "verified"
    assert claim_list("The new kernel isn't active yet.", current)[0][1] == "contradicted"
    assert claim_list("The running kernel matches the newest installed one.", current)[0][1] == "verified"


def test_a_reboot_for_the_kernel():
    behind, current = debian("6.8.0-51-generic"), debian("6.8.0-52-generic")
    assert claim_list("A reboot is needed to pick up -52.", behind)[0][1] == "verified"
    assert claim_list("A reboot is needed to load the new kernel.", current)[0][1] == "contradicted"
    assert claim_list("No reboot is needed for the kernel.", current)[0][1] == "verified"
    assert claim_list("No reboot is needed.", behind)[0][1] == "contradicted"


def test_a_reboot_said_without_the_kernel_is_not_verified_by_it():
    # a new libc or microcode may want a reboot too: with the newest kernel running, neither way is shown
    assert claim_list("No reboot is needed.", debian("6.8.0-52-generic"))[0][1] != "verified"
    assert claim_list("A reboot is needed.", debian("6.8.0-52-generic"))[0][1] != "contradicted"


def test_arch_upgrade_from_the_history():
    box = steady(kernel="6.12.10-arch1-1", os_name="Arch Linux", installed_packages={"linux": "6.12.10.arch1-1"})
    assert claim_list("The new kernel isn't running yet.", box, arch_history("6.13.2.arch1-1"))[0][1] == "verified"
    box = steady(kernel="6.13.2-arch1-1", os_name="Arch Linux", installed_packages={"linux": "6.13.2.arch1-1"})
    assert claim_list("You're already booted into the new kernel.", box, arch_history("6.13.2.arch1-1"))[0][1] == \
        "verified"
    assert claim_list("You're already running 6.13.2-arch1-1.", box)[0][1] == "verified"


def test_a_reboot_required_file_is_left_to_the_file_readers():
    assert claim_list("/var/run/reboot-required is present.", debian("6.8.0-51-generic"))[0][1] != "verified"


def test_a_running_label_under_a_kernel_heading():
    machine = steady(kernel="6.1.0-31-amd64")
    answer = "### Kernel\n* **Running:** `{}`\n"
    assert dict(claim_list(answer.format("6.1.0-31-amd64"), machine)).get("`6.1.0-31-amd64`") == "verified"
    assert "contradicted" in dict(claim_list(answer.format("6.1.0-32-amd64"), machine)).values()


def test_the_question_said_back_is_no_claim():
    machine = steady(kernel="6.1.0-31-amd64")
    claims = claim_list("You're asking whether a reboot is needed after the latest kernel update.\n\n"
                        "The running kernel is 6.1.0-31-amd64.", machine)
    assert [t for t, _ in claims] == ["The running kernel is 6.1.0-31-amd64"], claims


def test_the_question_said_back_still_names_the_subject():
    unit = tool("s1", "linux_service_status", {"unit": "nginx.service", "load_state": "loaded", "active_state": "active",
                                               "sub_state": "running", "unit_file_state": "enabled", "main_pid": 812,
                                               "active_since": "2026-11-20T06:00:00+00:00"}, args={"name": "nginx"})
    claims = claim_list("You are asking whether nginx is running. Based on its status:\n\n- State: active (running)\n"
                        "- Main PID: 812\n", unit)
    assert claims == [("active (running)", "verified"), ("812", "verified")], claims


def test_a_kept_kernel_from_a_stale_package_list_is_stale():
    fresh = debian("6.8.0-52-generic")
    old = debian("6.8.0-52-generic")
    old["data"]["stale_sources"] = ["packages"]
    answer = "The old 6.8.0-51 kernel is still installed alongside 6.8.0-52."
    assert dict(claim_list(answer, fresh)).get(answer.rstrip(".")) == "verified"
    assert dict(claim_list(answer, old)).get(answer.rstrip(".")) == "stale"


def test_the_version_first_then_the_running_kernel():
    machine = steady(kernel="6.11.2-1-default")
    said = "{} is the kernel running now."
    assert set(dict(claim_list(said.format("6.11.2-1-default"), machine)).values()) == {"verified"}
    assert "contradicted" in dict(claim_list(said.format("6.10.11-1-default"), machine)).values()


def test_the_running_kernel_said_of_the_one_before():
    machine = steady(kernel="6.1.0-26-amd64")
    answer = "A new kernel, linux-image {}, was installed on Friday, and it is the kernel running now."
    assert dict(claim_list(answer.format("6.1.0-26-amd64"), machine)).get("it is the kernel running now") == "verified"
    assert dict(claim_list(answer.format("6.1.0-27-amd64"), machine)).get("it is the kernel running now") \
        == "contradicted"
    later = "the kernel that is currently running is still {}"
    assert "verified" in dict(claim_list(later.format("6.1.0-26-amd64"), machine)).values()
    assert "contradicted" in dict(claim_list(later.format("6.1.0-25-amd64"), machine)).values()
