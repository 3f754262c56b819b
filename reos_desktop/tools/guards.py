"""Read-only guards: each allowlisted program may only be run with verbs and flags that change nothing.

The guard parses the argv itself (not the prompt, not the tool's good intentions): whatever builds an
argv, a mutating verb or a flag that could write, follow forever, impersonate or exec never runs.
"""

from __future__ import annotations

from reos_desktop.errors import UsageError

# kubectl: the verbs that only read. `config` is allowed for reading the current context only.
KUBECTL_READ_VERBS = frozenset({"get", "describe", "logs", "events", "top", "version", "api-resources"})
_KUBECTL_CONFIG_READS = frozenset({"current-context", "view", "get-contexts"})
# Global flags that take a separate value (so that value is not mistaken for the verb).
_KUBECTL_VALUE_FLAGS = frozenset({"-n", "--namespace", "--context", "--cluster", "--user", "--kubeconfig",
                                  "--request-timeout", "--cache-dir", "-s", "--server", "-v", "--v"})
# Flags refused with any verb: impersonation and credentials on the command line, or watching forever.
_KUBECTL_FORBIDDEN = ("--as", "--as-group", "--as-uid", "--token", "--username", "--password", "--raw",
                      "-w", "--watch", "--watch-only", "-f", "--follow", "--filename", "-k", "--kustomize")

SYSTEMCTL_READ_VERBS = frozenset({"show", "list-units", "list-unit-files", "status", "is-active", "is-enabled",
                                  "is-failed", "is-system-running", "list-timers", "list-sockets", "cat"})
_SYSTEMCTL_FORBIDDEN = ("--force", "--now", "--runtime", "--global", "--system-wide", "-i", "--ignore-inhibitors")

# journalctl only reads, except for these maintenance flags (and follow, which never ends).
_JOURNALCTL_FORBIDDEN = ("--vacuum-size", "--vacuum-time", "--vacuum-files", "--rotate", "--flush", "--sync",
                         "--relinquish-var", "--smart-relinquish-var", "--setup-keys", "--update-catalog",
                         "-f", "--follow", "--new-id128", "--verify-key", "--interval", "-e", "--pager-end")

PODMAN_READ_VERBS = frozenset({"ps", "version", "info"})
RPM_READ_FLAGS = frozenset({"-qa", "-q", "--query"})


def _flag_name(arg: str) -> str:
    return arg.split("=", 1)[0]


def _refuse_flags(program: str, argv: list[str], forbidden: tuple[str, ...]) -> None:
    for arg in argv[1:]:
        if arg == "--":
            break
        if arg.startswith("-") and _flag_name(arg) in forbidden:
            raise UsageError(f"{program} {_flag_name(arg)} is refused: ReOS only reads")


def check_kubectl(argv: list[str]) -> None:
    _refuse_flags("kubectl", argv, _KUBECTL_FORBIDDEN)
    positionals: list[str] = []
    skip_next = False
    for arg in argv[1:]:
        if skip_next:
            skip_next = False
            continue
        if arg == "--":
            break
        if arg.startswith("-"):
            if "=" not in arg and arg in _KUBECTL_VALUE_FLAGS:
                skip_next = True
            continue
        positionals.append(arg)
    verb = positionals[0] if positionals else None
    if verb == "config":
        sub = positionals[1] if len(positionals) > 1 else None
        if sub not in _KUBECTL_CONFIG_READS or "--raw" in argv:
            raise UsageError(f"kubectl config {sub or ''} is refused: only current-context, get-contexts and view "
                             "(without --raw) are read-only".replace("  ", " "))
        return
    if verb not in KUBECTL_READ_VERBS:
        raise UsageError(f"kubectl {verb or '(no verb)'} is refused: only the read-only verbs "
                         f"{', '.join(sorted(KUBECTL_READ_VERBS))} may run")


def check_systemctl(argv: list[str]) -> None:
    _refuse_flags("systemctl", argv, _SYSTEMCTL_FORBIDDEN)
    verbs = [a for a in argv[1:] if not a.startswith("-")]
    if argv[1:] == ["--version"]:
        return
    if not verbs or verbs[0] not in SYSTEMCTL_READ_VERBS:
        raise UsageError(f"systemctl {verbs[0] if verbs else '(no verb)'} is refused: only read-only verbs may run")


def check_journalctl(argv: list[str]) -> None:
    _refuse_flags("journalctl", argv, _JOURNALCTL_FORBIDDEN)


def check_podman(argv: list[str]) -> None:
    verbs = [a for a in argv[1:] if not a.startswith("-")]
    if not verbs or verbs[0] not in PODMAN_READ_VERBS:
        raise UsageError(f"podman {verbs[0] if verbs else '(no verb)'} is refused: only ps, version and info may run")


def check_rpm(argv: list[str]) -> None:
    if not any(a in RPM_READ_FLAGS for a in argv[1:]):
        raise UsageError("rpm is only run to query (-q/-qa)")
    for arg in argv[1:]:
        if arg.startswith("-") and not arg.startswith("--") and len(arg) > 1 and arg[1] in "iUeF":
            raise UsageError(f"rpm {arg} is refused: ReOS only reads")
        if _flag_name(arg) in ("--install", "--upgrade", "--erase", "--freshen", "--import", "--rebuilddb",
                               "--initdb", "--setperms", "--setugids", "--restore"):
            raise UsageError(f"rpm {arg} is refused: ReOS only reads")


def check_reporting_program(argv: list[str]) -> None:
    """ps, ss and df only report; they have no mutating flags (ss -K kills sockets, so refuse it)."""
    if argv[0] == "ss" and any(a in ("-K", "--kill") or (a.startswith("-") and not a.startswith("--") and "K" in a)
                               for a in argv[1:]):
        raise UsageError("ss -K is refused: ReOS only reads")


# ip changes links, addresses and routes with the same verbs it lists them with, so only these exact
# listing forms may run.
IP_READ_FORMS = frozenset({("-j", "address", "show"), ("-j", "route", "show")})


def check_ip(argv: list[str]) -> None:
    if tuple(argv[1:]) not in IP_READ_FORMS:
        raise UsageError(f"ip {' '.join(argv[1:])} is refused: only 'ip -j address show' and 'ip -j route show' may run")


_GUARDS = {"ip": check_ip, "kubectl": check_kubectl, "systemctl": check_systemctl, "journalctl": check_journalctl,
           "podman": check_podman, "rpm": check_rpm, "ps": check_reporting_program,
           "ss": check_reporting_program, "df": check_reporting_program}


def check(argv: list[str]) -> None:
    guard = _GUARDS.get(argv[0])
    if guard is None:
        raise UsageError(f"{argv[0]} has no read-only guard, so it may not run")
    guard(argv)
