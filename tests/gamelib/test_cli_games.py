"""Game names on the command line (issue 20): unknown names are errors that list the games,
every game's ``analyze`` behaves alike without a question, help says what each game is."""

from __future__ import annotations

import pytest

from gamelib.cli import main
from gamelib.cli.per_game import per_game_modules
from gamelib.games import all_games


def test_history_of_an_unknown_game_is_one_sentence_listing_the_games(tmp_path, capsys):
    with pytest.raises(SystemExit) as stop:  # a usage error through argparse: exit 2
        main(["--data-dir", str(tmp_path), "history", "--game", "nope"])
    err = capsys.readouterr().err.strip().splitlines()
    assert stop.value.code == 2
    assert len(err) == 1 and "'nope'" in err[0]
    for game in all_games():
        assert game.game_id in err[0]


def test_history_of_a_known_game_without_rounds_is_empty(tmp_path, capsys):
    code = main(["--data-dir", str(tmp_path), "history", "--game", "twister", "--json"])
    assert code == 0 and capsys.readouterr().out.strip() == "[]"


@pytest.mark.parametrize("game_id", [g for g in per_game_modules("analyze") if g != "video-poker"])
def test_analyze_without_a_question_is_one_sentence_and_exit_1(tmp_path, capsys, game_id):
    # video-poker has a question by default (its pay table's return); the others need one
    code = main(["--data-dir", str(tmp_path), "analyze", game_id])
    err = capsys.readouterr().err.strip().splitlines()
    assert code == 1
    assert len(err) == 1 and err[0].startswith("feltside: error: Give ") and "--strategy" in err[0]


@pytest.mark.parametrize("verb", ["analyze", "simulate"])
def test_per_game_help_names_each_game_by_its_title(capsys, verb):
    with pytest.raises(SystemExit):
        main([verb, "--help"])
    out = capsys.readouterr().out
    titles = {g.game_id: g.title for g in all_games()}
    for game_id in per_game_modules(verb):
        assert titles[game_id] in out
        assert f"{verb} {game_id}" not in out  # not the command repeated


@pytest.mark.parametrize(("argv", "said"), [
    (["analyze", "--help"], "analysis cache"), (["analyze", "video-poker", "--help"], "analysis cache"),
    (["simulate", "--help"], "round by round"), (["simulate", "casino-holdem", "--help"], "round by round"),
])
def test_data_dir_help_says_what_the_command_does_with_it(capsys, argv, said):
    with pytest.raises(SystemExit):
        main(argv)
    help_text = " ".join(capsys.readouterr().out.split())
    assert said in help_text and "keep the save data" not in help_text


def test_a_run_through_the_save_longer_than_a_minute_is_announced():
    from gamelib.cli.simulate import SAVE_ROUNDS_PER_SECOND, WARN_SECONDS, long_run_warning

    limit = SAVE_ROUNDS_PER_SECOND * WARN_SECONDS
    assert long_run_warning(limit) is None
    warning = long_run_warning(1_000_000)
    assert warning is not None and "1,000,000 rounds" in warning and "111 minutes" in warning
    assert "--data-dir" in (long_run_warning(limit + 1) or "")


def test_progress_line_fills_with_the_rounds_played():
    from gamelib.cli.simulate import progress_line

    assert progress_line(0, 10, width=10) == "[..........] 0/10 rounds"
    assert progress_line(5, 10, width=10) == "[#####.....] 5/10 rounds"
    assert progress_line(1_000, 1_000, width=4) == "[####] 1,000/1,000 rounds"


def test_no_progress_bar_when_the_output_is_not_a_terminal(tmp_path, capsys):
    code = main(["--data-dir", str(tmp_path), "simulate", "video-poker", "--rounds", "3"])
    captured = capsys.readouterr()
    assert code == 0 and "3 rounds of video-poker" in captured.out
    assert "rounds\r" not in captured.err and "[" not in captured.err
