"""Python plays the games Rust pinned (tests/learn_trajectories.rs): the same legal counts at
every step, the same winners and the same tensors at the end; and a seat's observation never
moves when only what it cannot see changes."""

import json
import pathlib

import numpy as np
import pytest

import sortie_games
from conftest import CONFIGS, config_id

PINNED = pathlib.Path(__file__).resolve().parents[3] / "tests" / "data" / "learn_trajectories.jsonl"


def digest(tensor):
    h = 0xCBF29CE484222325
    for b in np.ascontiguousarray(tensor, dtype="<f4").tobytes():
        h = ((h ^ b) * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
    return f"{h:016x}"


def lines():
    return [json.loads(line) for line in PINNED.read_text().splitlines()]


def test_the_pinned_file_covers_every_game():
    assert {line["game"] for line in lines()} == set(sortie_games.GAMES)


@pytest.mark.parametrize("line", lines(), ids=lambda l: f"{l['game']}-{l['seed']}-{len(l['steps'])}")
def test_python_plays_the_game_rust_played(line):
    game = sortie_games.Game(line["game"], json.dumps(line["config"]))
    state = game.new_state(line["seed"])
    for seat, index, legal in line["steps"]:
        actor = None if seat < 0 else seat
        if actor is None:
            assert state.is_chance()
        else:
            assert actor == min(state.current_players())
        assert len(state.legal_actions(actor)) == legal
        state.apply(actor, index)
    assert state.is_terminal() == (line["winners"] is not None)
    if line["winners"] is not None:
        returns = state.returns()
        winners = set(line["winners"])
        n = game.num_players
        everyone = not winners or len(winners) == n
        assert returns == [0.0 if everyone else (1.0 if p in winners else -1.0) for p in range(n)]
    observed = [digest(state.observation(p)) for p in range(game.num_players)]
    assert observed == line["observations"]


@pytest.mark.parametrize("name,config", CONFIGS, ids=[f"{n}-{config_id(c)}" for n, c in CONFIGS])
def test_a_seats_observation_ignores_what_it_cannot_see(name, config):
    game = sortie_games.make_game(name, config)
    rng = np.random.default_rng(7)
    checked = 0
    for seed in range(4):
        state = game.new_state(seed)
        for _ in range(120):
            if state.is_terminal():
                break
            for p in range(game.num_players):
                other = state.determinize(p, int(rng.integers(0, 2**32)))
                assert np.array_equal(other.observation(p), state.observation(p))
                assert other.information_state(p) == state.information_state(p)
                assert np.array_equal(other.legal_mask(p), state.legal_mask(p))
                checked += 1
            actor = None if state.is_chance() else min(state.current_players())
            legal = state.legal_actions(actor)
            state.apply(actor, legal[int(rng.integers(len(legal)))])
    assert checked > 100
