"""`reos chat`: an interactive session. /help, /clear, /context, /report FILE, /exit; Ctrl+C stops the turn."""

from __future__ import annotations

import argparse

HELP = """Ask anything about this machine. Commands:
  /help           this help
  /clear          forget the conversation so far (evidence stays in the session's report)
  /context        the raw session: messages, evidence, token counts
  /continue       go on with the last unfinished answer
  /report FILE    export this session's evidence report (.html, .md, .json or .pdf)
  /exit           leave (Ctrl+D too)
Ctrl+C stops the running answer, not the program."""


def add_parser(subparsers) -> None:
    from reos_desktop.cli.common import add_model_options

    parser = subparsers.add_parser("chat", help="an interactive session with the assistant",
                                   description="Chat about this machine. " + HELP.splitlines()[0])
    add_model_options(parser)
    parser.set_defaults(run=run)


def _setup_readline():
    try:
        import readline
    except ImportError:  # not every Python has it; the REPL works without history
        return None
    from reos_desktop import paths

    history = paths.ensure_dir(paths.data_dir()) / "chat_history"
    try:
        readline.read_history_file(history)
    except OSError:
        pass
    readline.set_history_length(1000)
    return lambda: readline.write_history_file(history)


def run_turn(agent, question: str, verbose: bool, resume=None):
    """Run one turn on a worker thread so that Ctrl+C here only stops the turn."""
    import queue
    import signal
    import sys
    import threading

    from reos_desktop.agent.events import AnswerDelta, TurnFinished
    from reos_desktop.cli.runner import print_progress
    from reos_desktop.cli.terminal import badges, claim_lines, render_markdown, use_color

    cancel = threading.Event()
    events: queue.Queue = queue.Queue()

    def work():
        if hasattr(signal, "pthread_sigmask"):
            # Ctrl+C is the main thread's to take: a SIGINT the kernel handed to this thread (or to threads it
            # starts, which inherit the mask) would not wake the main thread's prompt or queue wait
            signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})
        try:
            for event in agent.ask(question, cancel=cancel, resume=resume):
                events.put(event)
        except Exception as err:  # shown as one line; the REPL goes on
            events.put(err)
        events.put(None)

    def stop(*_args) -> None:
        if not cancel.is_set():
            cancel.set()
            print("\n(stopping…)", file=sys.stderr)

    # Ctrl+C during the turn stops the turn wherever the loop below happens to be (printing a delta, say): a
    # handler for the turn's length, instead of a KeyboardInterrupt that could land outside any `try`
    handled = threading.current_thread() is threading.main_thread()
    previous = signal.signal(signal.SIGINT, stop) if handled else None
    threading.Thread(target=work, daemon=True).start()
    result, streamed, color = None, False, use_color()
    try:
        while True:
            try:
                event = events.get(timeout=0.1)
            except queue.Empty:
                continue
            except KeyboardInterrupt:   # no handler could be set (not the main thread)
                stop()
                continue
            if event is None:
                break
            if isinstance(event, Exception):
                print(f"reos: {event}", file=sys.stderr)
            elif isinstance(event, AnswerDelta):
                sys.stdout.write(event.text)
                sys.stdout.flush()
                streamed = True
            elif isinstance(event, TurnFinished):
                result = event.result
            else:
                print_progress(event, verbose)
    finally:
        if handled:   # back to the prompt's Ctrl+C (a handler not set from Python reads as None)
            signal.signal(signal.SIGINT, previous if previous is not None else signal.default_int_handler)
    if result is not None:
        print("" if streamed else render_markdown(result.answer, color))
        if result.suggested_command:
            print(f"Suggested command (not run): {result.suggested_command}")
        print(badges(result.verification, len(result.evidence), result.task_completed, color))
        for line in claim_lines(result.verification, color):
            print(line)
        if not result.task_completed:
            print("(unfinished: type /continue to go on)")
    return result


def run(args: argparse.Namespace) -> int:
    import json

    from reos_desktop.agent.sessions import load_turns
    from reos_desktop.cli.runner import make_agent

    agent = make_agent(args, kind="chat", title="chat")
    save_history = _setup_readline()
    provider = agent.provider.label if agent.provider else "offline engine (no model)"
    print(f"ReOS chat — {provider}. /help for commands, /exit to leave.")
    last = None
    try:
        while True:
            try:
                line = input("reos> ").strip()
            except EOFError:
                print()
                break
            except KeyboardInterrupt:
                print()
                continue
            if not line:
                continue
            if line in ("/exit", "/quit"):
                break
            if line == "/help":
                print(HELP)
            elif line == "/clear":
                agent.clear()
                last = None
                print("Conversation cleared.")
            elif line == "/context":
                turns = load_turns(agent.recorder.session_id)
                print(json.dumps({"session_id": agent.recorder.session_id, "messages": agent.history,
                                  "turns": [{"question": t["question"], "metadata": t["metadata"],
                                             "evidence": [{"id": e["id"], "tool": e.get("tool"), "args": e.get("args"),
                                                           "collected_at": e["collected_at"], "error": e.get("error")}
                                                          for e in t["evidence"]]} for t in turns]},
                                 indent=2, default=str))
            elif line.startswith("/report"):
                target = line[len("/report"):].strip()
                if not target:
                    print("usage: /report FILE  (FILE ending .html, .md, .json or .pdf)")
                    continue
                from reos_desktop.errors import ReosError
                from reos_desktop.report import export_session

                try:
                    written = export_session(agent.recorder.session_id, target)
                    print(f"Report written to {written}")
                except ReosError as err:
                    print(f"reos: {err}")
            elif line == "/continue":
                if last is None or last.task_completed:
                    print("Nothing unfinished to continue.")
                else:
                    last = run_turn(agent, last.question, args.verbose, resume=getattr(last, "state", None))
            elif line.startswith("/"):
                print(f"Unknown command {line.split()[0]}; /help lists them.")
            else:
                last = run_turn(agent, line, args.verbose)
    finally:
        if save_history:
            save_history()
    return 0
