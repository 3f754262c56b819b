"""Shell completion generated from the parser: bash is exercised the way bash calls it (COMP_WORDS and
COMP_CWORD), fish answers `complete -C`, zsh loads and registers every command's function."""

from __future__ import annotations

import subprocess

import pytest

from reos_desktop.cli.argspec import CHOICE, command_tree
from reos_desktop.cli.completion import script

from .conftest import need

TREE = command_tree()


def bash_complete(words: list[str], source: str) -> list[str]:
    """What bash's completion function offers for `words` (the last one is being typed)."""
    program = source + "\n" + (
        'COMP_WORDS=("$@"); COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 )); COMPREPLY=(); _reos\n'
        'printf "%s\\n" "${COMPREPLY[@]}"\n')
    result = subprocess.run([need("bash", "bash"), "-c", program, "bash", *words], capture_output=True, text=True,
                            timeout=30)
    assert result.returncode == 0 and not result.stderr, result.stderr
    return [line for line in result.stdout.splitlines() if line]


@pytest.fixture(scope="module")
def bash_source():
    return script("bash", TREE)


def test_bash_registers_the_function(bash_source):
    result = subprocess.run(["bash", "-c", bash_source + "\ncomplete -p reos"], capture_output=True, text=True)
    assert result.stdout.strip() == "complete -F _reos reos"


def test_bash_via_the_cli_is_the_same_script(run_reos, bash_source):
    result = run_reos("completion", "bash")
    assert result.returncode == 0 and result.stdout == bash_source


def test_bash_offers_every_subcommand_at_each_level(bash_source):
    for command in TREE.walk():
        if command.subcommands:
            offered = bash_complete([*command.path, ""], bash_source)
            assert offered == list(command.subcommands), command.name


def test_bash_offers_every_option_of_every_command(bash_source):
    for command in TREE.walk():
        offered = set(bash_complete([*command.path, "-"], bash_source))
        assert offered == {flag for option in command.options for flag in option.flags}, command.name


def test_bash_offers_the_choices_after_each_choice_option(bash_source):
    checked = 0
    for command in TREE.walk():
        for option in command.options:
            if option.kind == CHOICE:
                assert bash_complete([*command.path, option.long, ""], bash_source) == option.choices
                checked += 1
    assert checked >= 3  # --provider on several commands, report --format


def test_bash_follows_values_prefixes_and_equals(bash_source):
    assert bash_complete(["reos", "g"], bash_source) == ["gui"]
    assert bash_complete(["reos", "gui", "--provider", "o"], bash_source) == ["ollama", "openai", "offline"]
    # `--provider=o` arrives split at '=' (COMP_WORDBREAKS)
    assert bash_complete(["reos", "gui", "--provider", "=", "o"], bash_source) == ["ollama", "openai", "offline"]
    # an option's value is not a subcommand: `eval run` only after the value of a value-taking option
    assert bash_complete(["reos", "eval", "run", "--env", "x", "--js"], bash_source) == ["--json"]
    assert bash_complete(["reos", "completion", "z"], bash_source) == ["zsh"]
    # --diff takes an optional value: an option after it is still an option
    assert bash_complete(["reos", "state", "--diff", "--js"], bash_source) == ["--json"]


def test_bash_completes_files_and_folders(tmp_path, bash_source):
    folder = tmp_path / "completing"
    (folder / "sub").mkdir(parents=True)
    (folder / "bundle.json").write_text("{}")
    assert bash_complete(["reos", "verify", str(folder / "bu")], bash_source) == [str(folder / "bundle.json")]
    assert bash_complete(["reos", "state", "--root", f"{folder}/"], bash_source) == [str(folder / "sub")]


def test_fish_answers_complete_c(tmp_path):
    fish = need("fish", "fish")
    path = tmp_path / "reos.fish"
    path.write_text(script("fish", TREE))

    def complete(line: str) -> list[str]:
        result = subprocess.run([fish, "--no-config", "-c", f"source {path}; complete -C '{line}'"],
                                capture_output=True, text=True, timeout=30)
        assert result.returncode == 0 and not result.stderr, result.stderr
        return [row.split("\t")[0] for row in result.stdout.splitlines()]

    assert sorted(complete("reos ")) == sorted(TREE.subcommands)
    assert sorted(complete("reos eval ")) == sorted(TREE.subcommands["eval"].subcommands)
    assert complete("reos gui --pro") == ["--provider"]
    assert sorted(complete("reos gui --provider ")) == sorted(["ollama", "openai", "anthropic", "offline"])
    assert sorted(complete("reos completion ")) == ["bash", "fish", "zsh"]
    run_options = {f for o in TREE.subcommands["eval"].subcommands["run"].options for f in o.flags if f[:2] == "--"}
    assert set(complete("reos eval run --env x --")) == run_options


def test_zsh_loads_and_defines_a_function_per_command(tmp_path):
    zsh = need("zsh", "zsh")
    path = tmp_path / "_reos"
    path.write_text(script("zsh", TREE))
    assert subprocess.run([zsh, "-n", str(path)], capture_output=True).returncode == 0
    functions = ["_" + "_".join(part.replace("-", "_") for part in command.path) for command in TREE.walk()]
    program = (f"autoload -Uz compinit; compinit -u -d {tmp_path}/zcompdump; source {path}; "
               "print -r -- $_comps[reos]; for f in " + " ".join(functions) + "; do (( $+functions[$f] )) "
               "|| print -r -- missing $f; done")
    result = subprocess.run([zsh, "-f", "-c", program], capture_output=True, text=True, timeout=30)
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines() == ["_reos"], result.stdout


def test_unknown_shell_is_a_usage_error(run_reos):
    result = run_reos("completion", "tcsh")
    assert result.returncode == 2 and "invalid choice" in result.stderr and result.stderr.count("\n") == 1
