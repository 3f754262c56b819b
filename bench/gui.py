#!/usr/bin/env python3
"""The desktop app's responsiveness and footprint (not a test: it prints medians and PASS/MISS).

- start to first painted window: `reos gui` as a user starts it (a new process, its own REOS_HOME), from
  just before the process is started to the main window's first paint event; target < 1.0 s
- the longest GUI-thread stall, measured by a 5 ms QTimer watchdog (the largest gap between two ticks,
  minus 5 ms), during a forced steady-state collection and during a chat turn against the scripted
  model server (a tool call, a streamed answer, the claims marked); target < 50 ms
- resident memory after an hour-long session compressed in time: 180 chat turns, every panel shown and
  refreshed, a forced collection every 15 turns; target < 250 MB

    python bench/gui.py [--runs 5] [--turns 180]

Runs offscreen unless QT_QPA_PLATFORM says otherwise (xcb under Xvfb measures a real X server).
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("REOS_HOME", tempfile.mkdtemp(prefix="reos-bench-gui-"))

from bench._common import median, verdict  # noqa: E402

STALL_TARGET_MS, PAINT_TARGET_S, RSS_TARGET_MB = 50.0, 1.0, 250.0
WATCHDOG_MS = 5


# -- start to first paint (a child process) ------------------------------------------------------
CHILD = r"""
import sys, time
from reos_desktop.ui import main_window
original = main_window.MainWindow.__init__
def patched(self, *args, **kwargs):
    original(self, *args, **kwargs)
    def painted():
        sys.stderr.write(f"FIRST-PAINT {time.time():.6f}\n")
        sys.stderr.flush()
        from PySide6.QtCore import QTimer
        QTimer.singleShot(0, self.services.quit)
    self.painted.connect(painted)
main_window.MainWindow.__init__ = patched
from reos_desktop.cli.main import main
sys.exit(main(["gui"]))
"""


def first_paint_seconds() -> float:
    env = dict(os.environ, REOS_HOME=tempfile.mkdtemp(prefix="reos-bench-paint-"), PYTHONPATH=str(REPO))
    started = time.time()
    done = subprocess.run([sys.executable, "-c", CHILD], env=env, capture_output=True, text=True, timeout=120)
    for line in done.stderr.splitlines():
        if line.startswith("FIRST-PAINT "):
            return float(line.split()[1]) - started
    raise RuntimeError(f"the app did not paint: {done.stderr[-400:]}")


# -- in-process measurements ---------------------------------------------------------------------
class Watchdog:
    """Ticks every 5 ms on the GUI thread; the longest gap between ticks is the longest stall."""

    def __init__(self):
        from PySide6.QtCore import QTimer

        self.timer = QTimer()
        self.timer.setInterval(WATCHDOG_MS)
        self.timer.timeout.connect(self._tick)
        self.last = None
        self.worst = 0.0

    def _tick(self) -> None:
        now = time.perf_counter()
        if self.last is not None:
            self.worst = max(self.worst, (now - self.last) * 1000 - WATCHDOG_MS)
        self.last = now

    def start(self) -> None:
        self.last, self.worst = None, 0.0
        self.timer.start()

    def stop(self) -> float:
        self.timer.stop()
        return self.worst


def wait_until(app, condition, timeout: float = 120.0) -> None:
    """Run the event loop until `condition()` (the bench drives the real loop; no processEvents)."""
    from PySide6.QtCore import QEventLoop, QTimer

    loop = QEventLoop()
    poll = QTimer()
    poll.setInterval(2)
    poll.timeout.connect(lambda: loop.quit() if condition() else None)
    deadline = QTimer()
    deadline.setSingleShot(True)
    deadline.timeout.connect(loop.quit)
    poll.start()
    deadline.start(int(timeout * 1000))
    if not condition():
        loop.exec()
    poll.stop()
    if not condition():
        raise RuntimeError("timed out")


def spin(ms: int) -> None:
    from PySide6.QtCore import QEventLoop, QTimer

    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


def answer_text() -> str:
    from reos_desktop.state.service import StateService

    facts = StateService().current().fields
    return (f"**Yes.** This machine runs {facts.get('os_name')} [s0] and its kernel is `{facts.get('kernel')}` [s0].\n\n"
            "- The load is 9999 [e1].\n- Memory use is moderate [e1].\n- Nginx is probably fine.")


def replies_for_turn(answer: str):
    from tests.agent.model_server import Reply, complete, tool

    return [tool("linux_system_info"), Reply(complete(answer, ["s0", "e1"]).text, chunk_size=8, chunk_delay=0.004)]


def measure_in_process(runs: int, turns: int) -> dict:
    import psutil

    import reos_desktop.ui  # noqa: F401  (pydantic before Qt)
    from reos_desktop.config import Settings
    from reos_desktop.ui.app import ReosServices, make_application
    from tests.agent.model_server import ScriptedModelServer

    app = make_application()
    answer = answer_text()
    server = ScriptedModelServer([]).__enter__()
    services = ReosServices(Settings(provider="ollama", model="qwen2.5:3b", ollama_url=server.url), tray=False)
    services.remember_layout = False
    window = services.window
    window.resize(1440, 900)
    window.show()
    services.start()
    wait_until(app, lambda: services.collector.latest is not None)
    dog = Watchdog()

    collection_stalls = []
    for _ in range(runs):
        before = services.collector.latest
        dog.start()
        services.collector.request(force=True)
        wait_until(app, lambda: services.collector.latest is not before and not services.collector.busy)
        collection_stalls.append(dog.stop())

    chat_stalls = []
    for i in range(runs):
        server.replies.extend(replies_for_turn(answer))
        dog.start()
        turn = services.chat.ask(f"How is the machine? ({i})")
        wait_until(app, lambda: not turn.running)
        spin(50)  # the final render and claim marks happen as the turn finishes: let them land
        chat_stalls.append(dog.stop())
        if turn.error:
            raise RuntimeError(turn.error)

    names = list(window.panels)
    process = psutil.Process()
    rss_start = process.memory_info().rss / 2 ** 20
    hour_stalls = []
    for i in range(turns):
        dog.start()
        server.replies.extend(replies_for_turn(answer))
        window.show_panel(names[i % len(names)])
        panel = window.current_panel()
        for feed in panel.feeds:
            feed.run()
        turn = services.chat.ask(f"Question {i}")
        wait_until(app, lambda: not turn.running)
        wait_until(app, lambda: all(feed.job is None for feed in panel.feeds))
        if i % 15 == 14:
            before = services.collector.latest
            services.collector.request(force=True)
            wait_until(app, lambda: services.collector.latest is not before and not services.collector.busy)
        if i % 30 == 29:
            services.chat.new_session()  # a new chat now and then, as people do
        hour_stalls.append(dog.stop())
    rss_end = process.memory_info().rss / 2 ** 20
    services.shutdown()
    server.__exit__(None, None, None)
    return {"collection": collection_stalls, "chat": chat_stalls, "rss_start": rss_start, "rss_end": rss_end,
            "hour_stalls": hour_stalls}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--turns", type=int, default=180)
    parser.add_argument("--in-process-only", action="store_true")
    args = parser.parse_args()
    print(f"platform: {os.environ.get('QT_QPA_PLATFORM')}, {os.cpu_count()} CPUs")
    if not args.in_process_only:
        paints = [first_paint_seconds() for _ in range(args.runs)]
        print(f"start to first paint: median {median(paints):.3f} s (runs: {', '.join(f'{p:.3f}' for p in paints)})"
              f"  target < {PAINT_TARGET_S} s  {verdict(median(paints) < PAINT_TARGET_S)}")
    results = measure_in_process(args.runs, args.turns)
    for label, key in (("during a forced collection", "collection"), ("during a chat turn", "chat")):
        values = results[key]
        print(f"longest GUI-thread stall {label}: median {median(values):.1f} ms, worst {max(values):.1f} ms "
              f"(runs: {', '.join(f'{v:.1f}' for v in values)})  target < {STALL_TARGET_MS:.0f} ms  "
              f"{verdict(median(values) < STALL_TARGET_MS)}")
    hour = sorted(results["hour_stalls"])
    over = sum(1 for v in hour if v >= STALL_TARGET_MS)
    print(f"simulated hour, longest stall per step (a turn with a panel reading its tool at the same time): median "
          f"{median(hour):.1f} ms, p95 {hour[int(0.95 * (len(hour) - 1))]:.1f} ms, worst {hour[-1]:.1f} ms; "
          f"{over} of {len(hour)} steps at or over {STALL_TARGET_MS:.0f} ms")
    print(f"resident memory: {results['rss_start']:.0f} MB before the simulated hour, {results['rss_end']:.0f} MB after "
          f"{args.turns} turns  target < {RSS_TARGET_MB:.0f} MB  {verdict(results['rss_end'] < RSS_TARGET_MB)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
