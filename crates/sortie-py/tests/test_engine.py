"""The engine classes: sizes, masks, refusals that change nothing, serialization, rendering."""

import json

import numpy as np
import pytest

import sortie_games
from conftest import CONFIGS, config_id

IDS = [f"{n}-{config_id(c)}" for n, c in CONFIGS]


@pytest.mark.parametrize("name,config", CONFIGS, ids=IDS)
def test_masks_are_the_legal_actions_and_wait_is_last(name, config):
    game = sortie_games.make_game(name, config)
    state = game.new_state(3)
    rng = np.random.default_rng(3)
    for _ in range(200):
        if state.is_terminal():
            break
        acting = state.current_players()
        for p in range(game.num_players):
            mask = state.legal_mask(p)
            assert mask.shape == (game.num_distinct_actions,)
            legal = state.legal_actions(p)
            assert list(np.flatnonzero(mask)) == legal
            if p in acting:
                assert game.wait_action not in legal
            else:
                assert legal == [game.wait_action]
        actor = None if state.is_chance() else acting[0]
        legal = state.legal_actions(actor)
        state.apply(actor, legal[int(rng.integers(len(legal)))])


@pytest.mark.parametrize("name,config", CONFIGS, ids=IDS)
def test_refusals_are_one_line_and_change_nothing(name, config):
    game = sortie_games.make_game(name, config)
    state = game.new_state(1)
    before = state.serialize()
    seat = state.current_players()[0]
    legal = set(state.legal_actions(seat))
    illegal = next(i for i in range(game.num_distinct_actions) if i not in legal)
    for bad in [
        lambda: state.apply(seat, illegal),
        lambda: state.apply(seat, game.num_distinct_actions + 5),
        lambda: state.apply(game.num_players, 0),
        lambda: state.apply(seat, game.wait_action),
        lambda: state.apply_joint([0]),
        lambda: state.observation(99),
    ]:
        with pytest.raises(ValueError) as err:
            bad()
        assert "\n" not in str(err.value) and str(err.value)
    assert state.serialize() == before


@pytest.mark.parametrize("name,config", CONFIGS, ids=IDS)
def test_serialize_round_trips_and_hostile_bytes_are_refused(name, config):
    game = sortie_games.make_game(name, config)
    state = game.new_state(5)
    for _ in range(30):
        if state.is_terminal():
            break
        actor = None if state.is_chance() else state.current_players()[0]
        state.apply(actor, state.legal_actions(actor)[-1])
    again = game.deserialize_state(state.serialize())
    assert again.serialize() == state.serialize()
    for hostile in ["", "{", "[]", json.dumps({"not": "a state"}), "\u0000" * 10]:
        with pytest.raises(ValueError):
            game.deserialize_state(hostile)


def test_bad_configs_are_refused_in_a_line():
    for name, config in [
        ("chess", None),
        ("airstrategic", "[1, 2]"),
        ("airstrategic", "{not json"),
        ("airstrategic", '{"width": "wide"}'),
        ("sentando", '{"players": 7}'),
        ("topgun", '{"no_such_field": 1}'),
    ]:
        with pytest.raises(ValueError) as err:
            sortie_games.Game(name, config)
        assert "\n" not in str(err.value)


@pytest.mark.parametrize("name", sortie_games.GAMES)
def test_describe_observation_names_every_slot(name):
    game = sortie_games.Game(name)
    names = game.describe_observation()
    assert len(names) == int(np.prod(game.observation_shape))
    assert len(set(names)) == len(names)
    obs = game.new_state(0).observation(0)
    assert obs.shape == tuple(game.observation_shape) and obs.dtype == np.float32


@pytest.mark.parametrize("name", sortie_games.GAMES)
def test_renders_are_svg_and_text(name):
    state = sortie_games.Game(name).new_state(0)
    assert state.render_svg().startswith("<svg")
    assert state.render_svg(0).startswith("<svg")
    assert len(state.render_text()) > 20
    assert str(state) == state.render_text()
    # A spectator is no seat: nothing in its text says "you".
    assert "you" not in state.render_text()
    if name != "airstrategic":
        assert "you" in state.render_text(0)


def test_chance_outcomes_are_exact_and_sum_to_one():
    game = sortie_games.make_game("topgun", {"external_chance": True})
    state = game.new_state(0)
    seen = 0
    rng = np.random.default_rng(0)
    while not state.is_terminal() and seen < 20:
        if state.is_chance():
            exact = state.chance_outcomes_exact()
            assert [i for i, _, _ in exact] == state.legal_actions(None)
            from fractions import Fraction

            assert sum(Fraction(n, d) for _, n, d in exact) == 1
            seen += 1
            actor = None
        else:
            actor = state.current_players()[0]
        legal = state.legal_actions(actor)
        state.apply(actor, legal[int(rng.integers(len(legal)))])
    assert seen > 0
