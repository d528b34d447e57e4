"""Scenario files (tests/tm/scenarios) through the runner, and tests of the runner itself."""

from __future__ import annotations

import copy
import json
import subprocess
import sys
from pathlib import Path

import pytest

from game.tm.scenarios import main, run_data, run_file
from game.tm.state import MC, TITANIUM

ROOT = Path(__file__).resolve().parents[2]
SCENARIOS = sorted((Path(__file__).parent / "scenarios").glob("*.json"))


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: p.stem)
def test_scenario_file_passes(path):
    outcome = run_file(path)
    assert outcome.passed, outcome.message


def test_every_spec_scenario_has_a_file():
    names = {p.name for p in SCENARIOS}
    for prefix, count in (("S", 22), ("D", 21)):
        for i in range(1, count + 1):
            assert any(n.startswith(f"{prefix}-{i:02d}") for n in names), f"no file for {prefix}-{i:02d}"


# --- a small scenario the runner tests vary ------------------------------------------------------
CITY = {
    "title": "City next to two oceans",
    "setup": {"players": 2},
    "given": {
        "players": [{"resources": {"megacredits": 30}}],
        "tiles": [{"space": "32", "tile": "ocean"}, {"space": "33", "tile": "ocean"}],
    },
    "steps": [{"do": "standard_project", "project": "City", "answers": ["24"]}],
    "expect": {"players": [{"resources": {"megacredits": 9, "plants": 1}}]},
}


def variant(**changes):
    data = copy.deepcopy(CITY)
    for path, value in changes.items():
        *parents, last = path.split("__")
        node = data
        for key in parents:
            node = node[int(key)] if isinstance(node, list) else node[key]
        if isinstance(node, list):
            node[int(last)] = value
        else:
            node[last] = value
    return data


def failure(data) -> str:
    outcome = run_data(data)
    assert not outcome.passed
    return outcome.message


def test_base_variant_passes():
    outcome = run_data(CITY)
    assert outcome.passed, outcome.message
    p = outcome.state.players[0]
    assert p.resources[MC] == 9 and p.production[MC] == 1
    assert outcome.state.tiles["24"].owner == 0


# --- invalid files name the field ----------------------------------------------------------------
def test_bad_json_names_line_and_column(tmp_path):
    path = tmp_path / "broken.json"
    path.write_text('{"setup": {"players": 2,}}', encoding="utf-8")
    outcome = run_file(path)
    assert not outcome.passed
    assert outcome.message.startswith("invalid scenario: invalid JSON at line 1 column")


def test_missing_file_fails_cleanly(tmp_path):
    outcome = run_file(tmp_path / "nope.json")
    assert not outcome.passed and "cannot read the file" in outcome.message


@pytest.mark.parametrize(
    ("data", "message"),
    [
        (variant(setup={"playerz": 2}), "setup.playerz: unknown key"),
        (variant(setup={"players": "2"}), "setup.players: Input should be a valid integer"),
        (variant(setup={"players": 9}), "setup.players: Input should be less than or equal to 5"),
        (variant(given__players__0__resources={"megacredit": 3}), "given.players[0].resources.megacredit"),
        (variant(given__players__0__tr=True), "given.players[0].tr: Input should be a valid integer"),
        (variant(given__tiles__0__owner=0), "given.tiles[0].owner: ocean tiles belong to nobody"),
        (variant(given__tiles__0__space="99"), "given.tiles[0].space: unknown space '99'"),
        (
            variant(given__tiles__0={"space": "24", "tile": "city"}),
            "given.tiles[0].owner: a city tile needs an owner",
        ),
        (
            variant(given__tiles__0={"space": "24", "tile": "ciyt", "owner": 0}),
            "given.tiles[0].tile: unknown tile 'ciyt'",
        ),
        (
            variant(given__tiles__0={"space": "24", "tile": "city", "owner": "neutral"}),
            "only a tile owner or target in a solo game",
        ),
        (variant(given__temperature=-29), "given.temperature: temperature moves in steps of 2"),
        (
            variant(given__players__0__hand=["Birdz"]),
            "given.players[0].hand[0]: unknown card 'Birdz' (did you mean 'Birds'?)",
        ),
        (variant(given__players__0__hand=["Birds", "Birds"]), "card 'Birds' is used more than once"),
        (
            variant(given__players__0__played=["Helion"]),
            "given.players[0].played[0]: 'Helion' is a corporation",
        ),
        (
            variant(given__players__0__corporation="Birds"),
            "given.players[0].corporation: 'Birds' is not a corporation",
        ),
        (variant(given__players__0__card_resources={"Birds": 1}), "'Birds' is not in play for this player"),
        (variant(given__players=[{}, {}, {}]), "given.players: 3 entries, but the game has 2 players"),
        (
            variant(given__claimed_milestones={"Mayr": 0}),
            "given.claimed_milestones: unknown milestone 'Mayr' (did you mean 'Mayor'?)",
        ),
        (variant(given__active_player=2), "given.active_player: seat 2 does not exist in a 2-player game"),
        (variant(steps__0={"do": "standard_project", "projet": "City"}), "steps[0].project: Field required"),
        (variant(steps__0={"do": "play_kard", "card": "Birds"}), "steps[0]: unknown step kind 'play_kard'"),
        (variant(steps__0={"card": "Birds"}), 'steps[0]: a step needs a "do" key'),
        (variant(steps__0={"do": "pass", "card": "Birds"}), "steps[0].card: unknown key"),
        (
            variant(steps__0={"do": "standard_project", "project": "Citty"}),
            "steps[0].project: unknown standard project 'Citty'",
        ),
        (
            variant(steps__0={"do": "standard_project", "project": "City", "cards": ["Birds"]}),
            "steps[0].cards: only the Sell Patents",
        ),
        (variant(steps__0={"do": "play_card", "card": "Birds", "pay": {"plants": 2}}), "steps[0].pay.plants"),
        (
            variant(steps__0={"do": "pass", "answers": [{"spaec": "24"}]}),
            "steps[0].answers[0]: unknown answer key 'spaec'",
        ),
        (
            variant(steps__0={"do": "pass", "answers": [{"space": 24}]}),
            "steps[0].answers[0].space: wrong type int",
        ),
        (
            variant(steps__0={"do": "pass", "answers": [True]}),
            "steps[0].answers[0]: true/false is not an answer",
        ),
        (
            variant(steps__0={"do": "start_corporation", "corporation": "Birds"}),
            "steps[0].corporation: 'Birds' is not a corporation",
        ),
        (variant(expect__players__0__tagz={}), "expect.players[0].tagz: unknown key"),
        (variant(expect__score=[{"totl": 3}]), "expect.score[0].totl: unknown key"),
        (variant(expect__winnr=0), "expect.winnr: unknown key"),
        (variant(expect__solo_won=True), "expect.solo_won: only a solo game has a solo result"),
        (variant(tittle="x"), "tittle: unknown key"),
        ([1, 2], "(top level): a scenario is a JSON object"),
    ],
)
def test_invalid_scenarios_fail_naming_the_field(data, message):
    got = failure(data)
    assert got.startswith("invalid scenario: ") or "given" in got, got
    assert message in got, got


def test_setup_solo_implies_one_player_and_back():
    solo = {"setup": {"solo": True}, "expect": {"players": [{"tr": 14, "production": {"megacredits": 0}}]}}
    assert run_data(solo).passed
    one = {"setup": {"players": 1}, "expect": {"players": [{"tr": 14}]}}
    assert run_data(one).passed
    assert "a solo game has exactly 1 player" in failure({"setup": {"players": 2, "solo": True}})


def test_default_position():
    base = {"setup": {"corporate_era": False, "players": 3}}
    outcome = run_data(base)
    s = outcome.state
    assert s.generation == 1 and s.phase == "action" and s.active == 0 and s.first_player == 0
    assert all(p.production == [1] * 6 and p.resources == [0] * 6 and p.tr == 20 for p in s.players)
    assert all(p.hand == [] and p.corporation is None and p.tableau == [] for p in s.players)
    assert s.tiles == {} and len(s.deck) == 137
    ce = run_data({}).state
    assert all(p.production == [0] * 6 for p in ce.players) and len(ce.deck) == 208


def test_given_corporation_has_no_pending_first_action_and_no_effects():
    data = {"given": {"players": [{"corporation": "Tharsis Republic", "played": ["Birds"]}]}}
    p = run_data(data).state.players[0]
    assert p.tableau == ["Tharsis Republic", "Birds"] and not p.first_action_pending
    assert p.resources[MC] == 0 and p.production[MC] == 0


def test_deck_top_order_and_unique_cards():
    data = {"given": {"deck_top": ["Birds", "Fish"], "players": [{"hand": ["Comet"]}]}}
    s = run_data(data).state
    assert s.deck[-1] == "Birds" and s.deck[-2] == "Fish"
    assert "Comet" not in s.deck and len(s.deck) == 207


# --- steps, answers and refusals -----------------------------------------------------------------
def test_expect_mismatch_names_the_difference():
    msg = failure(variant(expect__players__0__resources={"megacredits": 10}))
    assert msg == "players[0].resources.megacredits: expected 10, got 9"
    msg = failure(variant(expect__tiles=[{"space": "24", "tile": "greenery"}]))
    assert msg == "tiles[0] (space 24).tile: expected 'greenery', got 'city'"
    msg = failure(variant(expect__tiles=[{"space": "24", "tile": None}]))
    assert "expected an empty space, found city of seat 0" in msg
    msg = failure(variant(expect__players=[{"hand": ["Birds"]}]))
    assert "players[0].hand: expected ['Birds'], got [] (missing ['Birds'])" in msg
    msg = failure(variant(expect__players=[{"corporation": "Helion"}]))
    assert msg == "players[0].corporation: expected 'Helion', got None"
    assert run_data(variant(expect__players=[{"corporation": None}])).passed
    msg = failure(variant(expect__score=[{"total": 20}]))
    assert "the game is not over" in msg
    msg = failure(variant(expect__players=[{"tags": {"spaec": 1}}]))
    assert msg.startswith("invalid scenario: expect.players[0].tags: unknown tag 'spaec'")


def test_refused_step_without_expect_error_fails():
    msg = failure(
        variant(steps__0__answers=["23"], given__tiles=[{"space": "24", "tile": "city", "owner": 1}])
    )
    assert msg.startswith("steps[0] (standard_project City): refused: That is not an answer")


def test_expect_error_substring_and_any_refusal():
    data = variant(steps__0__answers=["32"], steps__0__expect_error="NOT AN ANSWER")
    data["expect"] = {"players": [{"resources": {"megacredits": 30}, "production": {"megacredits": 0}}]}
    assert run_data(data).passed  # case-insensitive, and the refused step left the position unchanged
    data["steps"][0]["expect_error"] = ""
    assert run_data(data).passed
    data["steps"][0]["expect_error"] = "cannot afford"
    assert "which does not contain 'cannot afford'" in failure(data)
    accepted = variant(steps__0__expect_error="")
    assert "expected a refusal containing '', but the step was accepted" in failure(accepted)


def test_leftover_and_misfit_answers():
    assert 'answers left over after the step was complete: "25"' in failure(
        variant(steps__0__answers=["24", "25"])
    )
    msg = failure(variant(steps__0__answers=[{"player": 1}]))
    assert "does not answer the pending space decision" in msg
    msg = failure(variant(steps__0__answers=[{"option": 0}]))
    assert "does not answer the pending space decision" in msg


def test_unanswered_decision_takes_the_first_legal_answer():
    data = variant(steps__0__answers=[])
    data["expect"] = {"tiles": [{"space": "03", "tile": "city", "owner": 0}]}  # first legal city space
    assert run_data(data).passed, run_data(data).message


def test_amount_decision_defaults_to_the_largest():
    data = {
        "setup": {"players": 3},
        "given": {
            "players": [
                {"resources": {"megacredits": 14}, "hand": ["Asteroid"]},
                {"resources": {"plants": 5}},
            ]
        },
        "steps": [{"do": "play_card", "card": "Asteroid", "answers": [1]}],
        "expect": {"players": [{}, {"resources": {"plants": 2}}]},
    }
    assert run_data(data).passed


def test_answer_for_an_engine_chosen_decision_is_matched():
    data = {
        "given": {
            "players": [
                {
                    "resources": {"megacredits": 13},
                    "production": {"titanium": 1},
                    "hand": ["Asteroid Mining Consortium"],
                }
            ]
        },
        "steps": [{"do": "play_card", "card": "Asteroid Mining Consortium", "answers": [{"player": 0}]}],
        "expect": {"players": [{"production": {"titanium": 1}}]},
    }
    assert run_data(data).passed
    data["steps"][0]["answers"] = [{"player": 1}]
    assert "not the only legal answer" in failure(data)
    data["steps"][0]["answers"] = ["24"]
    assert "answers left over" in failure(data)


def test_plain_integer_is_not_an_option():
    data = {
        "given": {"players": [{"played": ["Electro Catapult"], "resources": {"plants": 1, "steel": 1}}]},
        "steps": [{"do": "card_action", "card": "Electro Catapult", "answers": [1]}],
    }
    assert 'write an option as {"option": N}' in failure(data)
    data["steps"][0]["answers"] = [{"option": 1}]
    data["expect"] = {"players": [{"resources": {"plants": 1, "steel": 0, "megacredits": 7}}]}
    assert run_data(data).passed


def test_pay_is_checked_even_when_the_engine_pays_by_itself():
    data = variant(steps__0__pay={"megacredits": 25})
    assert run_data(data).passed
    data = variant(steps__0__pay={"megacredits": 24})
    assert "only legal payment is 25 megacredits" in failure(data)
    data = {"steps": [{"do": "pass", "pay": {"megacredits": 1}}]}
    assert "pays nothing" in failure(data)


def test_titanium_payment_decision():
    data = {
        "given": {
            "players": [
                {
                    "corporation": "PhoboLog",
                    "resources": {"megacredits": 30, "titanium": 10},
                    "hand": ["Asteroid Mining"],
                }
            ]
        },
        "steps": [{"do": "play_card", "card": "Asteroid Mining", "pay": {"titanium": 8}}],
    }
    p = run_data(data).state.players[0]
    assert (p.resources[MC], p.resources[TITANIUM]) == (30, 2)
    data["steps"][0].pop("pay")  # default: MC only when possible
    p = run_data(data).state.players[0]
    assert (p.resources[MC], p.resources[TITANIUM]) == (0, 10)


def test_final_scoring_declines_unasked_final_greeneries():
    data = {
        "given": {"players": [{"resources": {"plants": 16}}]},
        "steps": [{"do": "final_scoring"}],
        "expect": {
            "game_over": True,
            "players": [{"resources": {"plants": 16}}],
            "score": [{"greeneries": 0}],
        },
    }
    assert run_data(data).passed
    data["steps"][0]["answers"] = ["11", "12"]
    data["expect"] = {
        "players": [{"resources": {"plants": 0}, "tr": 20}],
        "score": [{"greeneries": 2, "total": 22}],
        "oxygen": 0,
    }
    assert run_data(data).passed, run_data(data).message


def test_start_corporation_refusals():
    data = {
        "given": {"players": [{"corporation": "Helion"}]},
        "steps": [{"do": "start_corporation", "corporation": "Ecoline"}],
    }
    assert "already has a corporation" in failure(data)
    many = [
        "Birds",
        "Fish",
        "Comet",
        "Algae",
        "Lichen",
        "Heather",
        "Moss",
        "Worms",
        "Ants",
        "Pets",
        "Grass",
        "Bushes",
        "Trees",
    ]
    data = {"steps": [{"do": "start_corporation", "corporation": "PhoboLog", "cards": many[:8]}]}
    assert "cannot pay 24 M€ for 8 cards" in failure(data)
    beginner = {
        "steps": [{"do": "start_corporation", "corporation": "Beginner Corporation", "cards": many[:10]}],
        "expect": {"players": [{"resources": {"megacredits": 42}, "hand_size": 10}]},
    }
    assert run_data(beginner).passed


def test_engine_crash_is_a_failure_not_a_traceback(monkeypatch, capsys):
    import game.tm.scenarios.steps as steps

    def boom(*args, **kwargs):
        raise RuntimeError("kaput")

    monkeypatch.setattr(steps.flow, "production_phase", boom)
    outcome = run_data({"steps": [{"do": "production_phase"}]})
    assert not outcome.passed and outcome.message == "engine error: RuntimeError: kaput"
    assert "Traceback" not in capsys.readouterr().err


# --- the command line ----------------------------------------------------------------------------
def _write(tmp_path: Path, name: str, data) -> Path:
    path = tmp_path / name
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def test_main_prints_one_line_per_file_and_a_summary(tmp_path, capsys):
    good = _write(tmp_path, "good.json", CITY)
    bad = _write(tmp_path, "bad.json", variant(expect__players__0__tr=25))
    assert main([str(good), str(bad)]) == 1
    out = capsys.readouterr().out.splitlines()
    assert out == [f"PASS {good}", f"FAIL {bad}: players[0].tr: expected 25, got 20", "1 passed, 1 failed"]
    assert main([str(good)]) == 0


def _cli(*files: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "game.tm.scenario", *map(str, files)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_cli_exit_codes(tmp_path):
    good = _write(tmp_path, "good.json", CITY)
    bad = _write(tmp_path, "bad.json", variant(expect__players__0__unknown=1))
    broken = tmp_path / "broken.json"
    broken.write_text("{", encoding="utf-8")
    ok = _cli(good, SCENARIOS[0])
    assert ok.returncode == 0, ok.stdout + ok.stderr
    assert ok.stdout.splitlines()[-1] == "2 passed, 0 failed"
    failed = _cli(good, bad, broken)
    assert failed.returncode == 1
    lines = failed.stdout.splitlines()
    assert lines[0] == f"PASS {good}"
    assert lines[1] == f"FAIL {bad}: invalid scenario: expect.players[0].unknown: unknown key"
    assert lines[2].startswith(f"FAIL {broken}: invalid scenario: invalid JSON at line 1")
    assert lines[3] == "1 passed, 2 failed"
    assert "Traceback" not in failed.stderr


def test_single_card_answers_a_keep_decision():
    data = {
        "given": {
            "deck_top": ["Birds", "Fish", "Comet"],
            "players": [{"resources": {"megacredits": 2}, "hand": ["Invention Contest"]}],
        },
        "steps": [{"do": "play_card", "card": "Invention Contest", "answers": ["Fish"]}],
        "expect": {"players": [{"hand": ["Fish"], "discard_includes": ["Birds", "Comet"]}]},
    }
    assert run_data(data).passed, run_data(data).message
    data["steps"][0]["answers"] = [{"cards": ["Comet"]}]
    data["expect"]["players"][0] = {"hand": ["Comet"]}
    assert run_data(data).passed
    data["steps"][0]["answers"] = [["Comet", "Fish"]]
    assert "Choose between 1 and 1 of the offered cards" in failure(data)


# --- the remaining keys of the format, each with a real outcome --------------------------------------
def test_tr_raised_this_generation_given_and_expected():
    data = {
        "given": {
            "players": [
                {
                    "corporation": "United Nations Mars Initiative",
                    "resources": {"megacredits": 3},
                    "tr_raised_this_generation": True,
                }
            ]
        },
        "steps": [
            {"do": "card_action", "card": "United Nations Mars Initiative"},
            {"do": "pass"},
            {"do": "pass"},
        ],
        "expect": {
            "generation": 2,
            "players": [{"tr": 21, "tr_raised_this_generation": False, "resources": {"megacredits": 21}}],
        },
    }
    assert run_data(data).passed, run_data(data).message
    data["given"]["players"][0]["tr_raised_this_generation"] = False
    assert "your TR has not risen this generation" in failure(data)


@pytest.mark.parametrize("target", ["neutral", {"player": "neutral"}])
def test_neutral_target_plain_and_typed(target):
    data = {
        "setup": {"solo": True},
        "given": {"players": [{"resources": {"megacredits": 1}, "hand": ["Hired Raiders"]}]},
        "steps": [{"do": "play_card", "card": "Hired Raiders", "answers": [{"option": 1}, target]}],
        "expect": {"players": [{"resources": {"megacredits": 3}, "played": ["Hired Raiders"]}]},
    }
    assert run_data(data).passed, run_data(data).message
    data["setup"] = {"players": 2}
    assert failure(data) == 'invalid scenario: steps[0].answers[1]: "neutral" is only a target in a solo game'


def test_typed_space_and_card_answers():
    data = {
        "given": {
            "deck_top": ["Fish", "Comet"],
            "players": [
                {"resources": {"megacredits": 36}, "hand": ["Large Convoy"], "played": ["Birds", "Livestock"]}
            ],
        },
        "steps": [
            {
                "do": "play_card",
                "card": "Large Convoy",
                "answers": [{"space": "32"}, {"option": 1}, {"card": "Livestock"}],
            }
        ],
        "expect": {
            "oceans": 1,
            "tiles": [{"space": "32", "tile": "ocean", "owner": None}],
            "players": [
                {
                    "card_resources": {"Livestock": 4, "Birds": 0},
                    "hand": ["Fish", "Comet"],
                    "hand_excludes": ["Large Convoy"],
                    "vp": 6,
                    "tr": 21,
                }
            ],
        },
    }
    assert run_data(data).passed, run_data(data).message
    data["expect"]["players"][0]["hand_excludes"] = ["Fish"]
    assert failure(data) == "players[0].hand_excludes: 'Fish' is in the hand"


def test_expect_deck_top_and_discard():
    data = {
        "given": {
            "deck_top": ["Birds", "Fish", "Comet"],
            "players": [{"resources": {"megacredits": 11}, "hand": ["Research"]}],
        },
        "steps": [{"do": "play_card", "card": "Research"}],
        "expect": {
            "deck_top": ["Comet"],
            "players": [{"hand": ["Birds", "Fish"], "played": ["Research"], "tags": {"science": 2}}],
        },
    }
    assert run_data(data).passed, run_data(data).message
    data["expect"]["deck_top"] = ["Fish"]
    assert failure(data).startswith("deck_top: expected ['Fish'], got ['Comet']")
    data["expect"] = {"players": [{"discard_includes": ["Comet"]}]}
    assert failure(data) == "players[0].discard_includes: 'Comet' is not in the discard pile"


def test_winner_tie_is_a_list():
    data = {"steps": [{"do": "final_scoring"}], "expect": {"winner": [0, 1], "game_over": True}}
    assert run_data(data).passed, run_data(data).message
    data["expect"]["winner"] = 0
    assert failure(data) == "winner: expected 0, got [0, 1]"
    data["given"] = {"players": [{}, {"resources": {"megacredits": 1}}]}
    assert run_data(data).passed is False and failure(data) == "winner: expected 0, got 1"


# --- the format's Clarifications (tm-scenario-format.md) ---------------------------------------------
def test_discard_includes_at_the_top_of_expect():
    data = {
        "given": {"players": [{"hand": ["Birds", "Fish"]}]},
        "steps": [{"do": "standard_project", "project": "Sell Patents", "cards": ["Birds"]}],
        "expect": {
            "discard_includes": ["Birds"],
            "players": [{"hand": ["Fish"], "resources": {"megacredits": 1}}],
        },
    }
    assert run_data(data).passed, run_data(data).message
    data["expect"]["discard_includes"] = ["Fish"]
    assert failure(data) == "discard_includes: 'Fish' is not in the discard pile"
    data["expect"]["discard_includes"] = ["Fsh"]
    assert "expect.discard_includes[0]: unknown card 'Fsh'" in failure(data)


@pytest.mark.parametrize("card_name", ["Inventors' Guild", "Business Network"])
def test_card_answer_buys_the_looked_at_card(card_name):
    data = {
        "given": {
            "deck_top": ["Birds", "Fish"],
            "players": [{"resources": {"megacredits": 5}, "played": [card_name]}],
        },
        "steps": [{"do": "card_action", "card": card_name, "answers": [{"card": "Birds"}]}],
        "expect": {"players": [{"resources": {"megacredits": 2}, "hand": ["Birds"]}], "deck_top": ["Fish"]},
    }
    assert run_data(data).passed, run_data(data).message
    data["steps"][0]["answers"] = ["skip"]
    data["expect"] = {
        "players": [{"resources": {"megacredits": 5}, "hand": []}],
        "discard_includes": ["Birds"],
    }
    assert run_data(data).passed, run_data(data).message
    data["steps"][0]["answers"] = [{"card": "Fish"}]
    assert "names a card that is not offered" in failure(data) and "['Birds']" in failure(data)


@pytest.mark.parametrize(
    ("setup", "corporation", "reason"),
    [
        ({"solo": True}, "Beginner Corporation", "is not dealt in a solo game"),
        ({"corporate_era": False}, "Teractor", "is not dealt in a game without Corporate Era"),
        ({"corporate_era": False}, "Saturn Systems", "is not dealt in a game without Corporate Era"),
    ],
)
def test_start_corporation_only_what_the_setup_deals(setup, corporation, reason):
    data = {"setup": setup, "steps": [{"do": "start_corporation", "corporation": corporation}]}
    assert reason in failure(data)
    data["steps"][0]["expect_error"] = "is not dealt"
    assert run_data(data).passed, run_data(data).message
    allowed = {
        "setup": {"solo": True},
        "steps": [{"do": "start_corporation", "corporation": "Teractor"}],
        "expect": {"players": [{"corporation": "Teractor", "resources": {"megacredits": 60}}]},
    }
    assert run_data(allowed).passed, run_data(allowed).message


def test_given_oceans_must_equal_the_ocean_tiles():
    tiles = [{"space": "04", "tile": "ocean"}, {"space": "06", "tile": "ocean"}]
    assert run_data({"given": {"oceans": 2, "tiles": tiles}, "expect": {"oceans": 2}}).passed
    assert run_data({"given": {"tiles": tiles}, "expect": {"oceans": 2}}).passed
    for oceans in (0, 1, 3):
        got = failure({"given": {"oceans": oceans, "tiles": tiles}})
        assert f"given.oceans: {oceans}, but given.tiles holds 2 ocean tiles" in got, got
