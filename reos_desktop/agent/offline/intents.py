"""Which kind of question this is, and the things it names (a port, a path, a name, a number, a time span).

An ordered table of intents, each with a few patterns over the normalised question; the first intent
with a matching pattern wins, so the specific ones (a port number, "failed services") come before the
general ones ("is X running"). Named things are taken from the pattern's `name` group and resolved
against the machine later (reos_desktop/agent/targets.py), never trusted as they stand.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from reos_desktop.check.clauses import lazy, normalize

_NOT_SECOND = r"(?!(?:is|are|was|installed|running|up|down|on|in|of|the|a|do|does|have|has|version|service|daemon|" \
              r"process|processes|package|now|still|and|or|use|using|uses|currently)\b)"
NAME = r"(?P<name>[\w][\w.@:+~-]*(?:\s+" + _NOT_SECOND + r"[\w][\w.@:+~-]*)?)"
STATES = r"(?:up|running|alive|active|started|working|online|live|down|stopped|dead|ok|okay|healthy|fine|failed|" \
         r"failing|crashed|enabled|disabled|inactive|on|off)"


@dataclass
class Question:
    text: str                        # as asked
    norm: str                        # normalised, original case
    low: str                         # normalised, lower case
    intent: str = ""
    name: str | None = None          # the thing named, as written
    second: str | None = None        # a second name (the group in "is alice in docker")
    port: int | None = None
    path: str | None = None
    number: int | None = None        # "top 5"
    minutes: int | None = None       # "in the last 2 hours"
    extra: dict = field(default_factory=dict)


@dataclass
class Intent:
    name: str
    patterns: list
    needs: str | None = None         # "port": only with a port number; "no_port": only without one


def _p(*patterns: str) -> list:
    return [lazy(p) for p in patterns]


INTENTS: list[Intent] = [
    Intent("port_owner", _p(r"\bport\b", r"\b\d+/(?:tcp|udp)\b", r":\d{2,5}\b"), needs="port"),
    Intent("listening_ports", _p(r"\b(?:listening|open|bound)\s+(?:tcp\s+|udp\s+)?(?:ports?|sockets?)\b",
                                 r"\bports?\b.*\b(?:listening|open|in use|used|exposed)\b",
                                 r"\b(?:what|which)\s+ports\b", r"\bwhat\s+is\s+listening\b", r"^(?:list\s+)?ports$",
                                 r"\blistening\s+services\b", r"\bss\s+-l|\bnetstat\b")),
    Intent("log_errors", _p(r"\b(?:errors?|warnings?|problems|issues|critical|failures)\b.*\b(?:logs?|journal|syslog|"
                            r"logged)\b", r"\b(?:logs?|journal|syslog)\b.*\b(?:errors?|warnings?|problems|critical)\b",
                            r"\brecent\s+(?:errors|log\s+entries|logs)\b", r"\bwhat\s+went\s+wrong\b",
                            r"\bany\s+errors\b", r"^(?:show\s+)?(?:the\s+)?(?:recent\s+)?logs?\b",
                            r"^(?:any\s+|recent\s+|show\s+|list\s+)?(?:errors?|warnings?)(?:\s+(?:in|during|from|over|since|"
                            r"today|of|for)\b.*)?$")),
    Intent("failed_services", _p(r"\bfail(?:ed|ing|ures?)?\b.*\b(?:services?|units?|daemons?)\b",
                                 r"\b(?:services?|units?|daemons?)\b.*\bfail", r"\bwhat\s+is\s+broken\b",
                                 r"\bcrashed\s+services?\b", r"\bsystemctl\s+--failed\b")),
    Intent("state_diff", _p(r"\bwhat\s+(?:has\s+|have\s+)?changed\b(?!.*\bfiles?\b)(?!.*\s/)",
                            r"\bchanges?\s+since\b(?!.*\bfiles?\b)", r"\bsince\s+(?:the\s+)?last\s+snapshot\b",
                            r"\b(?:state|snapshot)\s+diff\b", r"\bdiff\s+(?:of\s+)?(?:the\s+)?(?:state|snapshot)")),
    Intent("package_history", _p(r"\b(?:recently|lately|last|latest)\b.*\b(?:upgraded|updated|installed|removed|"
                                 r"uninstalled)\b", r"\b(?:upgraded|updated|installed|removed)\b.*\b(?:recently|lately|"
                                 r"today|yesterday|this\s+week|last\s+\w+|past\s+\w+)\b", r"\b(?:package|apt|dpkg|"
                                 r"upgrade|update)\s+(?:history|log)\b",
                                 r"\bwhat\s+(?:was|were|got|has\s+been|have\s+been)\s+(?:installed|upgraded|updated|"
                                 r"removed)\b", r"\brecent\s+(?:upgrades|updates|installs|package\s+changes)\b")),
    Intent("recent_files", _p(r"\b(?:recently|lately|last)\s+(?:modified|changed|edited|written|touched)\b",
                              r"\b(?:modified|changed|edited|new)\s+files?\b", r"\bfiles?\b.*\b(?:modified|changed|"
                              r"edited|touched)\b", r"\bwhat\s+changed\s+(?:in|under)\s+/")),
    Intent("network_traffic", _p(r"\bnetwork\s+(?:traffic|usage|activity|throughput|load|speed)\b",
                                 r"\b(?:bandwidth|throughput)\b", r"\b(?:download|upload)(?:ing)?\s+(?:rate|speed)\b",
                                 r"\btraffic\b", r"\b(?:rx|tx)\s+rate")),
    Intent("disk_io", _p(r"\bdisk\s+(?:i/?o|io|activity|throughput|reads?|writes?|busy)\b", r"\bi/?o\s+(?:load|wait|"
                         r"usage|activity)\b", r"\biostat\b", r"\bwhat\s+is\s+(?:writing|reading)\b",
                         r"\b(?:read|write)\s+(?:rate|speed)s?\b")),
    Intent("process_usage", _p(r"\bhow\s+much\s+(?P<what>memory|ram|cpu)\s+(?:is\s+)?(?:does\s+)?(?:the\s+)?"
                               + NAME + r"\s+(?:process(?:es)?\s+)?(?:use|using|uses|take|taking|consume|consuming)\b")),
    Intent("top_memory", _p(r"\b(?:top|most|biggest|largest|heaviest|highest)\b.*\b(?:memory|ram|mem|rss)\b",
                            r"\b(?:memory|ram|mem)\s+(?:hogs?|eaters?|users|consumers)\b",
                            r"\b(?:memory|ram)\b.*\b(?:hogs?|top)\b",
                            r"\bwhat\s+(?:is\s+)?(?:using|eating|hogging|consuming|taking\s+up)\s+(?:all\s+)?(?:the\s+|my\s+)?"
                            r"(?:memory|ram)\b", r"\bprocesses\s+by\s+memory\b", r"\bwhich\s+process(?:es)?\s+"
                            r"(?:use|uses|using)\s+(?:the\s+)?most\s+(?:memory|ram)\b")),
    Intent("top_cpu", _p(r"\b(?:top|most|biggest|heaviest|highest|busiest)\b.*\bcpu\b", r"\bcpu\s+(?:hogs?|eaters?|users|"
                         r"consumers)\b", r"\bcpu\b.*\b(?:hogs?|top)\b",
                         r"\bwhat\s+(?:is\s+)?(?:using|eating|hogging|consuming|burning)\s+(?:all\s+)?(?:the\s+|my\s+)?cpu\b",
                         r"\bprocesses\s+by\s+cpu\b", r"\bbusiest\s+process", r"\bwhich\s+process(?:es)?\s+"
                         r"(?:use|uses|using)\s+(?:the\s+)?most\s+cpu\b", r"^top$", r"\btop\s+(?:\d+\s+)?processes\b",
                         r"\bwhat\s+is\s+(?:slowing|making)\b.*\bslow\b")),
    Intent("membership", _p(r"^(?:is|are)\s+(?:user\s+)?(?P<name>[\w.-]+)\s+(?:in|a\s+member\s+of|member\s+of|part\s+of)\s+"
                            r"(?:the\s+)?(?:group\s+)?(?P<second>[\w.-]+)(?:\s+group)?$",
                            r"^does\s+(?:user\s+)?(?P<name>[\w.-]+)\s+belong\s+to\s+(?:the\s+)?(?:group\s+)?"
                            r"(?P<second>[\w.-]+)(?:\s+group)?$",
                            r"^(?:is|are)\s+(?:user\s+)?(?P<name>[\w.-]+)\s+an?\s+(?P<admin>sudoer|admin|administrator)$",
                            r"^(?:can|does)\s+(?:user\s+)?(?P<name>[\w.-]+)\s+(?:use\s+|have\s+)?(?P<admin>sudo)\b")),
    Intent("group_members", _p(r"^(?:who|which\s+users)\s+(?:is|are)\s+(?:in|members\s+of|a\s+member\s+of)\s+(?:the\s+)?"
                               r"(?:group\s+)?(?P<name>[\w.-]+)(?:\s+group)?$",
                               r"\bmembers\s+of\s+(?:the\s+)?(?:group\s+)?(?P<name>[\w.-]+)(?:\s+group)?$",
                               r"^(?:list\s+|show\s+)?(?:the\s+)?(?P<name>[\w.-]+)\s+group\s+members$",
                               r"^who\s+(?:can\s+use|has)\s+(?P<name>sudo|docker)\b",
                               r"^who\s+belongs\s+to\s+(?:the\s+)?(?:group\s+)?(?P<name>[\w.-]+)")),
    Intent("user_groups", _p(r"^(?:what|which)\s+groups\s+(?:is|does)\s+(?:user\s+)?(?P<name>[\w.-]+)\s+(?:in|belong\s+to|"
                             r"a\s+member\s+of)$", r"^groups\s+(?:of|for)\s+(?:user\s+)?(?P<name>[\w.-]+)$",
                             r"^(?:what|which)\s+groups\s+(?:does\s+)?(?:user\s+)?(?P<name>[\w.-]+)\s+(?:have|has)$")),
    Intent("user_exists", _p(r"^(?:does|do)\s+(?:the\s+)?user\s+(?:account\s+)?(?P<name>[\w.-]+)\s+exist$",
                             r"^is\s+there\s+(?:a|an)\s+user\s+(?:account\s+)?(?:named\s+|called\s+)?(?P<name>[\w.-]+)$",
                             r"^(?:does|do)\s+(?:the\s+)?group\s+(?P<group>[\w.-]+)\s+exist$",
                             r"^is\s+there\s+(?:a|an)\s+group\s+(?:named\s+|called\s+)?(?P<group>[\w.-]+)$")),
    Intent("login_users", _p(r"\b(?:login|human|real|regular|normal|interactive)\s+(?:users|accounts)\b",
                             r"\bwho\s+can\s+log\s*in\b", r"\bwhich\s+users\s+(?:can\s+log\s*in|exist|are\s+there)\b",
                             r"^(?:list|show)\s+(?:all\s+)?(?:the\s+)?users$", r"^(?:what|which)\s+users\b",
                             r"\buser\s+accounts\b", r"^who\s+has\s+an\s+account\b", r"^users$")),
    Intent("groups_list", _p(r"^(?:list|show)\s+(?:all\s+)?(?:the\s+)?groups$", r"^(?:what|which)\s+groups\s+(?:are\s+there|"
                             r"exist)\b", r"^groups$")),
    Intent("container_status", _p(r"^(?:is|are)\s+(?:the\s+)?container\s+(?P<name>[\w.-]+)\s+" + STATES,
                                  r"^(?:is|are)\s+(?:the\s+)?(?P<name>[\w.-]+)\s+containers?\s+" + STATES,
                                  r"\b(?:status|state)\s+of\s+(?:the\s+)?container\s+(?P<name>[\w.-]+)",
                                  r"\b(?:status|state)\s+of\s+(?:the\s+)?(?P<name>[\w.-]+)\s+containers?\b")),
    Intent("containers", _p(r"\bcontainers?\b", r"\bdocker\s+ps\b", r"\bpodman\s+ps\b")),
    Intent("kernel", _p(r"\bkernel\b", r"\buname\b")),
    Intent("os_version", _p(r"\b(?:os|operating\s+system|distro|distribution|linux\s+version|which\s+linux|what\s+linux|"
                            r"os-release|lsb_release)\b", r"\b(?:debian|ubuntu|fedora|centos|rhel|arch|mint|opensuse|"
                            r"alpine)\s+(?:version|release)\b", r"\bwhat\s+(?:version|release)\s+of\s+(?:debian|ubuntu|"
                            r"fedora|linux)\b", r"\bwhich\s+(?:debian|ubuntu|fedora)\b", r"\bcodename\b")),
    Intent("package_version", _p(r"\b(?:which|what)\s+version\s+of\s+(?:the\s+)?(?:package\s+)?" + NAME,
                                 r"\bversion\s+of\s+(?:the\s+)?(?:package\s+)?" + NAME,
                                 r"^(?:what\s+is\s+|what's\s+)?(?:the\s+)?" + NAME + r"(?:'s)?\s+version$",
                                 r"\b(?:which|what)\s+version\s+(?:is|of)\s+" + NAME + r"(?:\s+(?:installed|is\s+installed|"
                                 r"do\s+i\s+have|running))?$",
                                 r"^(?:which|what)\s+" + NAME + r"\s+version\b")),
    Intent("package_count", _p(r"\bhow\s+many\s+(?:\w+\s+)?packages\b", r"\bnumber\s+of\s+(?:installed\s+)?packages\b",
                               r"\bpackage\s+count\b")),
    Intent("package_installed", _p(r"^(?:is|are)\s+(?:the\s+)?(?:package\s+)?" + NAME + r"\s+(?:package\s+)?"
                                   r"(?:installed|present|available)(?:\s+on\s+this\s+\w+)?$",
                                   r"^(?:do|does)\s+(?:i|we|this\s+\w+|the\s+\w+)\s+have\s+(?:the\s+)?(?:package\s+)?"
                                   + NAME + r"(?:\s+installed)?$",
                                   r"^(?:is\s+there|have\s+i\s+got)\s+(?:a\s+)?(?:package\s+)?(?:named\s+|called\s+)?"
                                   + NAME + r"(?:\s+installed)?$",
                                   r"^(?:check\s+if\s+)?" + NAME + r"\s+(?:is\s+)?installed$")),
    Intent("services_list", _p(r"\b(?:which|what)\s+services\s+(?:are\s+)?(?:enabled|installed|available|there)\b",
                               r"^(?:list|show)\s+(?:all\s+)?(?:the\s+)?(?:enabled\s+|installed\s+)?services$",
                               r"\benabled\s+services\b", r"^services$")),
    Intent("cpu_usage", _p(r"\bcpu\s+(?:usage|utili[sz]ation|load|use|busy|percent)\b", r"\bhow\s+busy\s+is\b",
                           r"\bhow\s+much\s+cpu\b", r"\bis\s+the\s+cpu\s+busy\b")),
    Intent("disk_space", _p(r"\b(?:disk|disks|space|storage|filesystems?|file\s+system|partitions?|drive|df)\b",
                            r"\b(?:full|free\s+space)\b")),
    Intent("swap", _p(r"\bswap\b")),
    Intent("memory", _p(r"\b(?:memory|ram|mem)\b", r"^free(?:\s+-\w+)?$")),
    Intent("load", _p(r"\bload\b")),
    Intent("uptime", _p(r"\buptime\b", r"\bhow\s+long\b.*\b(?:up|running|been\s+on|online)\b",
                        r"\bwhen\b.*\b(?:boot|booted|started|rebooted|restarted|turned\s+on)\b",
                        r"\blast\s+(?:boot|reboot|restart)\b", r"\bboot\s+time\b")),
    Intent("cpu_info", _p(r"\b(?:what|which)\s+(?:kind\s+of\s+)?(?:cpu|processor)\b", r"\bcpu\s+(?:model|info|type|name)\b",
                          r"\bhow\s+many\s+(?:cores|cpus|threads|processors|vcpus)\b", r"\b(?:cores|cpus)\b",
                          r"\barchitecture\b", r"^cpu$")),
    Intent("hostname", _p(r"\bhost\s*name\b", r"\b(?:machine|computer|server)(?:'s)?\s+name\b", r"\bfqdn\b",
                          r"\bwhat\s+is\s+this\s+(?:machine|computer|host)\s+called\b", r"\bname\s+of\s+this\s+"
                          r"(?:machine|computer|host)\b")),
    Intent("dns", _p(r"\bdns\b", r"\bname\s*servers?\b", r"\bresolvers?\b", r"\bresolv\.conf\b")),
    Intent("gateway", _p(r"\bgateway\b", r"\bdefault\s+route\b", r"\brouter\b")),
    Intent("ip_addresses", _p(r"\bip\b", r"\bip\s+address(?:es)?\b", r"\baddress(?:es)?\b", r"\binterfaces?\b",
                              r"\bnetwork\s+(?:cards?|adapters?|config)\b", r"\bmac\b", r"\bipv[46]\b")),
    Intent("process_running", _p(r"^(?:is|are)\s+(?:there\s+)?(?:a|any)\s+process(?:es)?\s+(?:named|called)\s+" + NAME +
                                 r"(?:\s+running)?$", r"^(?:is|are)\s+(?:the\s+)?process\s+" + NAME + r"\s+" + STATES,
                                 r"^(?:is|are)\s+(?:the\s+)?" + NAME + r"\s+process(?:es)?\s+" + STATES,
                                 r"^how\s+many\s+" + NAME + r"\s+process(?:es)?\b",
                                 r"^how\s+many\s+process(?:es)?\s+(?:named|called|of)\s+" + NAME)),
    Intent("service_status", _p(r"^(?:is|are)\s+(?:the\s+)?" + NAME + r"\s+(?:service\s+|daemon\s+|server\s+)?"
                                r"(?:still\s+|currently\s+)?" + STATES + r"(?:\s+and\s+running)?(?:\s+now)?$",
                                r"^(?:the\s+)?" + NAME + r"\s+(?:service\s+)?(?:is\s+)?" + STATES + r"$",
                                r"\b(?:status|state)\s+of\s+(?:the\s+)?" + NAME + r"(?:\s+service)?$",
                                r"^(?:what\s+is\s+)?(?:the\s+)?" + NAME + r"(?:'s)?\s+(?:service\s+)?(?:status|state)$",
                                r"^(?:check|how\s+is|how's)\s+(?:the\s+)?" + NAME + r"(?:\s+doing|\s+service)?$",
                                r"^(?:did|has)\s+(?:the\s+)?" + NAME + r"\s+(?:service\s+)?(?:crash|crashed|fail|failed|"
                                r"stop|stopped|die|died)$", r"^(?:is|are)\s+" + NAME + r"\s+(?:up\s+and\s+)?running$")),
]

_NOT_NAMES = frozenset({"it", "this", "that", "there", "everything", "something", "anything", "the", "a", "an", "my",
                        "system", "machine", "computer", "server", "host", "box", "what", "which", "who"})
_PORT = lazy(r"\bport\s*(?:number\s*)?#?\s*(\d+)|\b(\d+)/(?:tcp|udp)\b|(?:^|\s):(\d{2,5})\b")
_PATH = lazy(r"(?:^|\s)(/[^\s,;?!]*)")
_TOP_N = lazy(r"\btop\s+(\d{1,3})\b|\b(\d{1,3})\s+(?:biggest|largest|heaviest|busiest|top|most)\b|"
              r"\b(?:first|show|list)\s+(\d{1,3})\b")
_SPAN = lazy(r"\b(?:in|during|within|over|for|from)\s+the\s+(?:last|past)\s+(?:(\d+)\s*)?(minutes?|mins?|hours?|hrs?|"
             r"days?|weeks?)\b|\b(?:since|from)\s+(yesterday)\b|\b(today)\b|\bthis\s+(week|morning)\b|"
             r"\blast\s+(?:(\d+)\s*)?(hours?|days?|weeks?)\b")
_UNIT_MINUTES = {"minute": 1, "min": 1, "hour": 60, "hr": 60, "day": 1440, "week": 10080}


# Requests to write, explain, teach or change something: a model's job, not a reading of the machine.
_NOT_A_READING = lazy(r"^(?:write|compose|draft|generate|create|make|translate|summari[sz]e|tell\s+me\s+a|"
                      r"how\s+(?:do|can|should|would|could)\s+(?:i|we|you)|how\s+to|why\b|explain|configure|install|"
                      r"uninstall|set\s+up|setup|fix|repair|help\s+me|teach|suggest|recommend|should\s+i|delete|remove|"
                      r"restart|stop|start|kill|enable|disable|upgrade|update\s+(?!history))")


def parse_question(text: str) -> Question:
    norm = normalize(text)
    norm = re.sub(r"^(?:hey|hi|please|so|ok|okay)[,\s]+", "", norm, flags=re.I)
    norm = re.sub(r"\s+(?:please|thanks|thank you)$", "", norm, flags=re.I)
    norm = re.sub(r"^(?:can|could)\s+you\s+(?:tell\s+me\s+|show\s+me\s+|check\s+)?|^(?:tell|show)\s+me\s+", "", norm,
                  flags=re.I)
    norm = re.sub(r"^(?:i\s+want\s+to\s+know|i'd\s+like\s+to\s+know|do\s+you\s+know)\s+", "", norm, flags=re.I)
    low = norm.lower()
    q = Question(text, norm, low)
    if _NOT_A_READING.search(low):
        return q
    port = _PORT.search(low)
    if port:
        value = next(int(g) for g in port.groups() if g)
        if 1 <= value <= 65535:
            q.port = value
    path = _PATH.search(norm)
    if path:
        q.path = path.group(1).rstrip(".")
    top = _TOP_N.search(low)
    if top:
        q.number = next(int(g) for g in top.groups() if g)
    span = _SPAN.search(low)
    if span:
        q.minutes = _span_minutes(span)
    for intent in INTENTS:
        if intent.needs == "port" and q.port is None:
            continue
        for pattern in intent.patterns:
            m = pattern.search(low)
            if not m:
                continue
            groups = m.groupdict()
            if "name" in groups and groups["name"] is not None:
                name = norm[m.start("name"):m.end("name")]
                if name.lower() in _NOT_NAMES or name.lower().split()[0] in _NOT_NAMES - {"system"}:
                    continue
                q.name = name
            if groups.get("second"):
                q.second = norm[m.start("second"):m.end("second")]
            if groups.get("group"):
                q.extra["group"] = norm[m.start("group"):m.end("group")]
            if groups.get("admin"):
                q.extra["admin"] = True
            if groups.get("what"):
                q.extra["what"] = groups["what"]
            q.intent = intent.name
            return q
    return q


def _span_minutes(m: re.Match) -> int:
    count, unit, yesterday, today, this, count2, unit2 = m.groups()
    if yesterday:
        return 2 * 1440
    if today or this == "morning":
        return 1440
    if this == "week":
        return 10080
    unit = unit or unit2 or "hour"
    count = int(count or count2 or 1)
    base = next(v for k, v in _UNIT_MINUTES.items() if unit.startswith(k[:3]))
    return max(1, count * base)
