"""PettingZoo's own tests on every game and a non-default config of each."""

import warnings

import numpy as np
import pytest
from pettingzoo.test import api_test, parallel_api_test, parallel_seed_test, seed_test

from conftest import CONFIGS, config_id
from sortie_games.pettingzoo import aec_env, parallel_env

IDS = [f"{n}-{config_id(c)}" for n, c in CONFIGS]


@pytest.mark.parametrize("name,config", CONFIGS, ids=IDS)
def test_api(name, config):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        api_test(aec_env(name, config, render_mode="ansi"), num_cycles=400)
    messages = [str(w.message) for w in caught]
    bad = [m for m in messages if "mask" in m.lower() or "NaN" in m or "infinity" in m]
    assert not bad, bad


@pytest.mark.parametrize("name,config", CONFIGS, ids=IDS)
def test_parallel_api(name, config):
    parallel_api_test(parallel_env(name, config), num_cycles=400)


@pytest.mark.parametrize("name,config", CONFIGS, ids=IDS)
def test_seed(name, config):
    seed_test(lambda: aec_env(name, config, illegal="lose"), num_cycles=200)


@pytest.mark.parametrize("name,config", CONFIGS, ids=IDS)
def test_parallel_seed(name, config):
    parallel_seed_test(lambda: parallel_env(name, config, illegal="lose"), num_cycles=200)


@pytest.mark.parametrize("mode", ["ansi", "svg"])
def test_render(mode):
    env = aec_env("topgun", render_mode=mode)
    env.reset(seed=0)
    out = env.render()
    assert out.startswith("<svg") if mode == "svg" else len(out) > 20


def test_an_illegal_action_raises_or_forfeits():
    env = parallel_env("airstrategic")
    obs, _ = env.reset(seed=0)
    bad = {a: int(np.flatnonzero(obs[a]["action_mask"] == 0)[0]) for a in env.agents}
    with pytest.raises(ValueError):
        env.step(bad)
    assert env.agents == env.possible_agents
    env = parallel_env("airstrategic", illegal="lose")
    env.reset(seed=0)
    _, rewards, terminations, _, _ = env.step(bad)
    assert rewards == {"player_0": -1.0, "player_1": 0.0}
    assert all(terminations.values()) and env.agents == []
