"""Chance played from a numpy generator by the engine's exact probabilities."""

import numpy as np


def settle(state, rng):
    """Plays chance in ``state`` until a seat acts or the game ends."""
    while state.is_chance():
        outcomes = state.chance_outcomes()
        probs = np.array([p for _, p in outcomes], dtype=np.float64)
        pick = rng.choice(len(outcomes), p=probs / probs.sum())
        state.apply(None, outcomes[pick][0])


def engine_seed(seed, rng=None):
    """A seed for the engine's own dice: ``seed`` itself, or drawn when it is None."""
    if seed is None:
        rng = rng or np.random.default_rng()
        return int(rng.integers(0, 2**63))
    return int(seed) % 2**64
