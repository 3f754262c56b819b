"""Word lists the claim reader uses: states, hedges, negations, kinds of things, attribute words.

Kept in one place so that the matchers agree on what a word means. Every list is lower case.
"""

from __future__ import annotations

import re

# Words that turn a claim into a guess (spec §5 status `inference`). Multi-word cues are matched as phrases.
HEDGE_WORDS = frozenset({
    "probably", "likely", "unlikely", "maybe", "perhaps", "possibly", "presumably", "apparently",
    "might", "seems", "seem", "seemingly", "suspect", "guess", "plausibly",
    "conceivably", "suggests", "suggest", "speculate",
})
HEDGE_PHRASES = ("i think", "i believe", "i guess", "i suspect", "my guess", "could be", "could have",
                 "may be", "may have", "may not", "may well", "may also be",
                 "usually means", "typically means", "often means", "generally means", "usually indicates",
                 "usually happens", "typically happens", "is usually", "is typically", "tends to",
                 "it seems", "should be", "is expected to", "most likely", "it is possible", "it's possible",
                 "would suggest", "points to", "i'd guess", "i would guess", "not sure", "not certain")

NEGATIONS = frozenset({"not", "no", "never", "isn't", "aren't", "wasn't", "weren't", "doesn't", "don't",
                       "didn't", "hasn't", "haven't", "hadn't", "won't", "cannot", "can't", "nor", "neither",
                       "without", "isnt", "arent", "doesnt", "dont", "none", "nothing", "nobody", "zero"})

# Quantifier words for claims over a whole listing.
UNIVERSAL_NEGATIVE = frozenset({"no", "none", "nothing", "zero", "nobody", "neither"})
UNIVERSAL_POSITIVE = frozenset({"all", "every", "each", "everything", "both"})

# Kinds of things a claim can be about, by the nouns that name them.
KIND_NOUNS: dict[str, str] = {}
for _kind, _nouns in {
    "service": "service services unit units daemon daemons systemd-unit",
    "process": "process processes proc procs task tasks program programs pid pids worker workers",
    "container": "container containers docker-container",
    "image": "image images",
    "package": "package packages pkg pkgs deb debs rpm rpms library libraries flatpak flatpaks snap snaps app apps",
    "user": "user users account accounts",
    "group": "group groups",
    "iface": "interface interfaces nic nics iface ifaces adapter adapters link links",
    "fs": "filesystem filesystems file-system partition partitions mount mounts mountpoint mountpoints volume "
          "volumes drive drives disk disks fs",
    "device": "device devices",
    "pod": "pod pods",
    "deployment": "deployment deployments deploy replicaset",
    "node": "node nodes",
    "namespace": "namespace namespaces",
    "port": "port ports socket sockets",
    "connection": "connection connections",
    "log": "log logs journal entry entries message messages line lines error errors warning warnings event events",
    "file": "file files config configuration",
}.items():
    for _noun in _nouns.split():
        KIND_NOUNS[_noun] = _kind

# State words: phrase -> canonical state. Longest phrases are matched first.
STATE_PHRASES: dict[str, str] = {
    "up and running": "running", "running": "running", "up": "running", "alive": "running", "online": "running",
    "started": "running", "working": "running", "operational": "running", "live": "running",
    "active": "active", "active (running)": "running", "active (exited)": "exited",
    "stopped": "stopped", "down": "stopped", "dead": "stopped", "offline": "stopped", "halted": "stopped",
    "shut down": "stopped", "not started": "stopped",
    "inactive": "inactive", "inactive (dead)": "inactive",
    "failed": "failed", "crashed": "failed", "failing": "failed", "errored": "failed", "in a failed state": "failed",
    "exited": "exited",
    # how it exited: an error status is a failure; status 0 is a clean stop
    "exited with an error": "failed", "exited with error": "failed", "exited with a non-zero": "failed",
    "exited with a nonzero": "failed", "exited abnormally": "failed", "exited with a failure": "failed",
    "exited cleanly": "exited_clean", "exited normally": "exited_clean", "exited successfully": "exited_clean",
    "exited with code 0": "exited_clean", "exited with status 0": "exited_clean", "exited with exit code 0": "exited_clean",
    "restarting": "restarting", "crash-looping": "restarting", "crashlooping": "restarting",
    "crash looping": "restarting", "crashloopbackoff": "restarting", "auto-restart": "restarting",
    "crashing": "restarting", "keeps crashing": "restarting", "keeps restarting": "restarting",
    "activating": "restarting", "flapping": "restarting", "restart loop": "restarting", "crash loop": "restarting",
    "restart-loop": "restarting", "crash-loop": "restarting", "restart-looping": "restarting",
    "boot loop": "restarting", "boot-looping": "restarting",
    "paused": "paused",
    "enabled": "enabled", "disabled": "disabled", "masked": "masked", "static": "static",
    "enabled at boot": "enabled", "starts at boot": "enabled", "start at boot": "enabled",
    "loaded": "loaded", "not-found": "not-found",
    "pending": "pending", "succeeded": "succeeded", "completed": "succeeded",
    "imagepullbackoff": "imagepull", "errimagepull": "imagepull",
    # a container's waiting or last-terminated reason, said as the pod's state
    "containercreating": "containercreating", "container creating": "containercreating",
    "podinitializing": "podinitializing", "createcontainerconfigerror": "configerror",
    "oomkilled": "oomkilled", "oom-killed": "oomkilled", "oom killed": "oomkilled",
    "ready": "ready", "notready": "notready", "not ready": "notready",
    "healthy": "healthy", "unhealthy": "unhealthy",
    "fine": "fine", "ok": "fine", "okay": "fine", "in good shape": "fine", "all good": "fine",
    "zombie": "zombie", "zombies": "zombie", "defunct": "zombie", "sleeping": "sleeping", "idle": "sleeping",
    "installed": "installed", "present": "present", "exists": "present", "exist": "present",
    "missing": "absent", "absent": "absent", "removed": "absent", "uninstalled": "absent",
    "available": "present", "listening": "listening",
    # Kubernetes node conditions
    "diskpressure": "diskpressure", "disk pressure": "diskpressure", "memorypressure": "memorypressure",
    "memory pressure": "memorypressure", "pidpressure": "pidpressure", "pid pressure": "pidpressure",
    "networkunavailable": "networkunavailable", "network unavailable": "networkunavailable",
}
# Node condition types by state name.
NODE_CONDITIONS = {"diskpressure": "DiskPressure", "memorypressure": "MemoryPressure", "pidpressure": "PIDPressure",
                   "networkunavailable": "NetworkUnavailable"}
STATE_RE = re.compile(
    r"(?<![\w-])(" + "|".join(re.escape(p) for p in sorted(STATE_PHRASES, key=len, reverse=True)) + r")(?![\w-])",
    re.IGNORECASE)

# States about whether something exists at all, rather than what it is doing.
EXISTENCE_STATES = frozenset({"installed", "present", "absent"})
# The opposite of each state, for "not X".
OPPOSITE = {"running": "stopped", "active": "inactive", "stopped": "running", "inactive": "active",
            "enabled": "disabled", "disabled": "enabled", "installed": "absent", "present": "absent",
            "absent": "present", "ready": "notready", "notready": "ready", "healthy": "unhealthy",
            "unhealthy": "healthy"}

# Attribute words: which measured thing a number is about.
QUALIFIER_GROUPS = {
    "free": {"free", "available", "avail", "left", "remaining", "unused", "spare"},
    "used": {"used", "usage", "use", "using", "uses", "occupied", "consumed", "consuming", "consumes", "taken",
             "utilization", "utilisation", "util", "full", "in-use", "utilized"},
    "total": {"total", "size", "capacity", "installed", "sized", "overall", "combined"},
}
QUALIFIER_OF = {w: g for g, words in QUALIFIER_GROUPS.items() for w in words}

# Nouns that count things: noun -> (class of listing, filter hint).
COUNT_NOUNS: dict[str, str] = {
    "process": "processes", "processes": "processes", "task": "processes", "tasks": "processes",
    "worker": "processes", "workers": "processes",
    "container": "containers", "containers": "containers",
    "service": "services", "services": "services", "unit": "services", "units": "services",
    "package": "packages", "packages": "packages",
    "user": "users", "users": "users", "account": "users", "accounts": "users",
    "group": "groups", "groups": "groups",
    "interface": "interfaces", "interfaces": "interfaces", "nic": "interfaces", "nics": "interfaces",
    "core": "cores", "cores": "cores", "thread": "threads", "threads": "threads", "cpu": "threads",
    "cpus": "threads", "vcpu": "threads", "vcpus": "threads",
    "error": "log_entries", "errors": "log_entries", "warning": "log_entries", "warnings": "log_entries",
    "entry": "log_entries", "entries": "log_entries", "message": "log_entries", "messages": "log_entries",
    "attempt": "log_events", "attempts": "log_events", "failure": "log_events", "failures": "log_events",
    "login": "log_events", "logins": "log_events", "request": "log_events", "requests": "log_events",
    "timeout": "log_events", "timeouts": "log_events", "kill": "log_events", "kills": "log_events",
    "crash": "log_events", "crashes": "log_events", "sector": "log_events", "sectors": "log_events",
    "event": "log_entries", "events": "log_entries",
    "line": "lines", "lines": "lines",
    "file": "files", "files": "files",
    "pod": "pods", "pods": "pods", "replica": "replicas", "replicas": "replicas",
    "restart": "restarts", "restarts": "restarts", "times": "restarts",
    "port": "ports", "ports": "ports", "socket": "ports", "sockets": "ports",
    "connection": "connections", "connections": "connections",
    "filesystem": "filesystems", "filesystems": "filesystems", "partition": "filesystems",
    "partitions": "filesystems", "disk": "filesystems", "disks": "filesystems", "mount": "filesystems",
    "mounts": "filesystems", "node": "nodes", "nodes": "nodes", "upgrade": "package_events",
    "upgrades": "package_events", "update": "package_events", "updates": "package_events",
    "install": "package_events", "installs": "package_events", "installation": "package_events",
    "installations": "package_events", "removal": "package_events", "removals": "package_events",
    "downgrade": "package_events", "downgrades": "package_events",
    "deployment": "deployments", "deployments": "deployments",
    "change": "changes", "changes": "changes",   # counted only where the changes read are the package history's
}

NUMBER_WORDS = {"zero": 0, "no": 0, "one": 1, "a single": 1, "single": 1, "two": 2, "three": 3, "four": 4,
                "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11,
                "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16, "twenty": 20,
                "a dozen": 12, "dozen": 12, "both": 2, "once": 1, "twice": 2}

SUPERLATIVE_MAX = frozenset({"most", "highest", "largest", "biggest", "top", "heaviest", "busiest",
                             "greatest", "hungriest", "maximum", "max", "leading", "fullest", "hottest"})
SUPERLATIVE_MIN = frozenset({"least", "lowest", "smallest", "fewest", "minimum", "min", "emptiest"})

# Words that are ordinary English even though a package, a user or a group may carry the same name. Such a
# word only names a thing when the sentence says what kind of thing it is, or the word is set as code.
COMMON_WORDS = frozenset("""
control-plane controlplane
a an the this that these those it its it's they them their there here he she we you your yours our i me my
is are was were be been being am has have had do does did done will would shall should can could may might must
and or but nor so yet if then else when while as at by for from in into of on onto to up down out over under
with without within about above below after before between during through via per across against along
all any both each every few many more most much no none not nothing other some such only own same than too very
just also again already still now currently right today yesterday tomorrow since until ago recently
one two three four five six seven eight nine ten first second third last next new old
time file files less more make mount login patch hostname apt bash dash zip tar ed time locales passwd
system machine server host computer box service services process processes container containers
memory ram cpu disk disks swap load uptime kernel network port ports user users group groups root nobody
everything anything something everyone anyone someone nobody status state running active failed stopped
installed enabled disabled available free used total size usage percent version versions log logs
error errors warning warnings package packages default main master worker workers data home var tmp etc
web database db cache api app application applications backup backups mail proxy monitor monitoring
audio video input render staff plugdev netdev users sudo adm disk kvm tape dialout cdrom floppy operator
games man news proxy list irc src shadow utmp voice sasl lp uucp www bin sys sync daemon messagebus
true false yes ok okay fine good bad high low normal healthy unhealthy ready
ipv4 ipv6 tcp udp tcp6 udp6
""".split())

# Verbs and copulas that end a clause's subject; used to find what a clause is about.
PREDICATE_WORDS = frozenset("""
is are was were 's 're 'm you're we're they're it's i'm has have had isn't aren't wasn't weren't hasn't haven't doesn't don't does do did didn't
uses use runs run listens shows show reports seems seem appears appear looks look remains remain stays stay
consumes takes holds owns belongs contains includes points resolves logged crashed failed exited restarted
started stopped died stands sits accounts can could will would should might may must keeps serves hosts
reached reaches exceeds exceeded hit hits went goes came comes got gets became becomes lists listed
occupies sees saw got returned returns rejected refused timed printed wrote says said mentions mentioned
publishes exposes binds accepts maps forwards writes reads sends receives connects starts stops restarts fails
crashes exits needs requires depends matches provides handles manages listens owns consumes spends allows denies
gives sets limits blocks routes proxies caches stores hits waits tries retries works lives goes makes gets wants
expects opens closes creates deletes mounts logs reaches passes sends sits seems looks went came became made
see notice noticed spot spotted find found count asks asked requests requested reserves gave
""".split())

# Words a clause can open with that say it is not a claim about the machine.
NON_CLAIM_OPENERS = (
    "let me know", "feel free", "hope this", "i hope", "happy to",
    "would you like", "do you want", "shall i", "should i", "want me", "you can", "you could", "you may want",
    "you might want", "you should", "you'll need", "you will need", "you need to", "you may need",
    "to check", "to see", "to verify", "to confirm", "to fix", "to restart", "to free", "to start", "to stop",
    "to inspect", "to view", "to find", "to get", "to make", "to enable", "to disable", "to investigate",
    "i recommend", "i'd recommend", "i would recommend", "i suggest", "i'd suggest", "i would suggest",
    "consider", "try", "run", "check", "use", "restart", "verify", "look at", "make sure", "ensure", "open",
    "edit", "install", "remove", "stop", "start", "enable", "disable", "add", "set", "see", "keep",
    "monitor", "clean", "increase", "reduce", "investigate", "review", "update", "upgrade", "reboot", "inspect",
    "lower", "raise", "change", "adjust", "tune", "limit", "switch", "replace", "configure", "decrease", "avoid",
    "delete", "kill", "move", "schedule", "rotate", "create", "allow", "block", "unload", "downgrade", "quit",
    "give", "extend", "expand", "prune", "purge", "vacuum", "reinstall", "free up", "back up", "pull",
    "type", "execute", "navigate", "please", "tip:", "next steps", "here's", "here is", "here are",
    "below is", "below are", "sure", "certainly", "of course", "great question", "good question", "hello",
    "hi ", "hi,", "hey", "thanks", "thank you",
    "i'll", "i will", "i can", "let me", "let's",
    "i don't have", "i do not have", "i couldn't", "i could not", "i can't", "i cannot", "i wasn't able",
    "i was not able", "i have no", "there is no data", "there's no data", "no data", "i don't know",
    "i do not know", "i'm not able", "i am not able", "unfortunately, i", "i would need", "i'd need",
    "i need to", "we would need", "we'd need",
    "when you", "once you", "unless you", "whenever you", "should you", "for more", "for example", "e.g.",
    "for details", "if ", "in case",
)

# Discourse openers stripped from a claim's span ("Yes, nginx is running" -> "nginx is running").
DISCOURSE_PREFIX_RE = re.compile(
    r"^(?:(?:(?:yes|no|yep|nope)(?=\s*[,:!—–-])|indeed|also|additionally|however|moreover|furthermore|currently|right now|"
    r"at the moment|at present|so|and|but|overall|in short|in addition|in summary|to summarize|to sum up|in conclusion|"
    r"in sum|all in all|finally|first|second|third|then|"
    r"meanwhile|good news|bad news|note that|notably|importantly|interestingly|as of now|for now|"
    # "Note: mesa was also upgraded today": an aside that states a fact ("Note: run ..." is still advice)
    r"(?:note|nb|n\.b\.|important|heads up)(?=\s*:)|"
    r"according to (?:the )?[\w.-]+(?: [\w.-]+){0,3}(?=,)|based on (?:the )?[\w.-]+(?: [\w.-]+){0,3}(?=,)|"
    r"from the [\w\s.-]{1,40}? output|"
    r"the (?:tool|evidence|output|data) shows(?: that)?|the \w+ tool shows(?: that)?|"
    r"looking at [\w\s.-]{1,40}?(?=\s*[,:—-])|as you (?:said|mentioned|noted|wrote)|i (?:can )?see(?: that)?|i found(?: that)?|i noticed(?: that)?|"
    r"we can see(?: that)?|i checked(?: and)?|it looks like|it turns out)\s*[,:!—-]*\s+)+", re.IGNORECASE)

# Words that carry no claim of their own, for the leftover check of a clause.
FILLER_WORDS = frozenset("""
currently now right still also just already only really quite pretty very fairly relatively normally fine
properly correctly successfully smoothly okay ok good great well nicely healthy looks look looking seems appears
which means meaning so far at the moment present presently overall total in all as expected reported shows
showing according evidence tool output data status state note that this there here it its be been being
""".split())

STOPWORDS = frozenset("""
a an the this that these those it its it's is are was were be been being am has have had do does did of on in
at by for from to with without and or but nor so as than then there here which who whom whose what when where
why how into onto about above below over under after before between during through via per across
i me my we us our you your they them their he she his her also just only still now currently
""".split())


def is_common_word(word: str) -> bool:
    return word.lower() in COMMON_WORDS


# Words that tell what a clause's subject is (reading.py, subject_inheritance.py).
PRONOUNS = frozenset("it its it's they their them this that these those both he she his her whose which who".split())
GENERIC_SUBJECTS = frozenset("service unit daemon process container package pod deployment node interface "
                             "program server app application instance job task".split())
# Nouns after "its" that name a property of the thing, so the clause is still about the thing itself.
ATTRIBUTE_WORDS = frozenset("""memory ram cpu usage pid status state uptime size version port ports address addresses
shell home image load rss disk space main last exit current total free used available config configuration log
logs unit owner user group uid gid mac ip kernel name hostname mount mountpoint device filesystem type""".split())
# more field names of a "**Field:** value" block ("**Last run:**", "**Exit status:**", "**Restarts:**")
FIELD_WORDS = frozenset("""run runs started since active result health restarts restart exit code phase ready age
uptime cause reason started status""".split())
# Words that open subjects without naming anything ("Everything", "Overall", "Currently").
NOT_NAMES = frozenset("""everything nothing overall currently however additionally also both either neither
there here yes no note unfortunately good bad great looks seems appears apparently probably likely your my our
performance health usage utilization utilisation average load total storage space capacity traffic bandwidth
throughput latency temperature activity output result results evidence tool tools summary reason cause
night morning evening afternoon today yesterday tonight week weekend hour minute day month year time moment
upgrade update installation install removal change changes crash restart reboot
last first next previous recent
heap stack cache buffer buffers metaspace rss vsz page pages memory ram limit quota threshold peak baseline
machine box system server host computer difference gap ratio rest remainder majority most
pi raspberry laptop desktop workstation nas vps rig pc router gateway appliance""".split())
# "Docker reports Restarting (1)", "systemd shows it failed": the subject is where the fact was read, not its thing
REPORTING_VERBS = frozenset({"reports", "reported", "shows", "showed", "says", "said", "lists", "listed",
                             "marks", "marked", "notes", "noted", "displays"})

# Shares written in words ("about a quarter full", "two thirds of it is available"), as percentages.
SHARE_WORDS = {"a quarter": 25.0, "one quarter": 25.0, "a third": 100 / 3, "one third": 100 / 3, "half": 50.0,
               "a half": 50.0, "two thirds": 200 / 3, "three quarters": 75.0, "a fifth": 20.0, "a tenth": 10.0}
