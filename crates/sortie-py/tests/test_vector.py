"""The batched env: shapes, auto-reset, refusals that change no game, determinism."""

import numpy as np
import pytest

import sortie_games
from conftest import CONFIGS, config_id


def random_actions(mask, rng):
    """One legal index per game and seat, drawn uniformly from the mask."""
    scores = rng.random(mask.shape) * mask
    return scores.argmax(axis=-1).astype(np.int64)


@pytest.mark.parametrize("name,config", CONFIGS, ids=[f"{n}-{config_id(c)}" for n, c in CONFIGS])
def test_batches_play_whole_games(name, config):
    env = sortie_games.VectorEnv(name, 8, seed=11, config=sortie_games.config_json(config))
    obs, mask = env.reset()
    p, a = env.num_players, env.num_distinct_actions
    assert obs.shape == (8, p, env.observation_size) and obs.dtype == np.float32
    assert mask.shape == (8, p, a)
    assert (mask.sum(axis=-1) >= 1).all()
    rng = np.random.default_rng(0)
    finished = 0
    for _ in range(3000):
        obs, mask, rewards, done = env.step(random_actions(mask, rng))
        finished += int(done.sum())
        for i in np.flatnonzero(done):
            assert set(rewards[i]) <= {-1.0, 0.0, 1.0}
        assert (rewards[~done] == 0).all()
        if finished >= 8:
            break
    assert finished >= 8


def test_a_refused_batch_changes_no_game():
    env = sortie_games.VectorEnv("airstrategic", 4, seed=1)
    obs, mask = env.reset()
    before = [env.state(i).serialize() for i in range(4)]
    bad = random_actions(mask, np.random.default_rng(1))
    bad[3, :] = env.num_distinct_actions + 1
    with pytest.raises(ValueError, match="game 3"):
        env.step(bad)
    with pytest.raises(ValueError, match="shape"):
        env.step(np.zeros((3, env.num_players), dtype=np.int64))
    assert [env.state(i).serialize() for i in range(4)] == before
    with pytest.raises(ValueError):
        sortie_games.VectorEnv("airstrategic", 0)


def test_same_seed_same_batch():
    runs = []
    for _ in range(2):
        env = sortie_games.VectorEnv("sentando", 4, seed=5)
        obs, mask = env.reset()
        rng = np.random.default_rng(9)
        for _ in range(50):
            obs, mask, rewards, done = env.step(random_actions(mask, rng))
        runs.append(obs.copy())
    assert np.array_equal(runs[0], runs[1])


@pytest.mark.parametrize("name", sortie_games.GAMES)
def test_random_actions_are_legal_and_the_arrays_are_the_envs_own(name):
    env = sortie_games.VectorEnv(name, 16, seed=2)
    obs, mask = env.reset()
    for _ in range(300):
        actions = env.random_actions()
        assert actions.shape == (16, env.num_players)
        picked = np.take_along_axis(mask, actions[..., None], axis=-1)
        assert (picked == 1).all()
        obs2, mask2, rewards, done = env.step(actions)
        assert obs2 is obs and mask2 is mask  # written over, not reallocated


@pytest.mark.parametrize("name", sortie_games.GAMES)
def test_acting_only_rows_are_the_seat_to_act(name):
    env = sortie_games.VectorEnv(name, 8, seed=4, acting_only=True)
    obs, mask = env.reset()
    assert obs.shape == (8, 1, env.observation_size)
    finished = 0
    for _ in range(400):
        agents = env.agents()
        for i in range(8):
            state = env.state(i)
            seat = int(agents[i])
            assert seat == min(state.current_players())
            assert np.array_equal(obs[i, 0], state.observation(seat).reshape(-1))
            assert np.array_equal(mask[i, 0], state.legal_mask(seat))
        obs, mask, rewards, done = env.step(env.random_actions())
        finished += int(done.sum())
    bad = env.random_actions()
    bad[0, 0] = env.num_distinct_actions - 1  # wait, for the seat that acts
    with pytest.raises(ValueError, match="game 0"):
        env.step(bad)
