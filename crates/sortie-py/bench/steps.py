"""Random-play steps per second through Python: one env stepped by the State API, the
PettingZoo AEC env, the batched VectorEnv, and OpenSpiel's own C++ games of similar size
through the same Python loop.

    python bench/steps.py [--seconds 3] [--batch 256]

A step is one action of a seat (a simultaneous node's sealed orders count one each; chance
outcomes are not counted). Prints one line per measurement and a JSON summary.
"""

import argparse
import json
import time

import numpy as np
import pyspiel

import sortie_games
from sortie_games.pettingzoo import aec_env


def timed(seconds, run):
    steps, start = 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        steps += run()
    return steps / (time.perf_counter() - start)


def single(name, rng, observe):
    """The engine by itself: each step the acting seat's legal actions (and, with
    ``observe``, its tensor and mask, what a learner is given) and a random one of them."""
    game = sortie_games.Game(name)

    def run():
        state, steps = game.new_state(int(rng.integers(2**32))), 0
        while not state.is_terminal():
            actor = None if state.is_chance() else state.current_players()[0]
            if observe and actor is not None:
                state.observation(actor)
                state.legal_mask(actor)
            legal = state.legal_actions(actor)
            state.apply(actor, legal[rng.integers(len(legal))])
            steps += actor is not None
        return steps

    return run


def aec(name, rng):
    env = aec_env(name)

    def run():
        env.reset(seed=int(rng.integers(2**32)))
        steps = 0
        for agent in env.agent_iter():
            obs, _, term, trunc, _ = env.last()
            if term or trunc:
                env.step(None)
                continue
            legal = np.flatnonzero(obs["action_mask"])
            env.step(int(legal[rng.integers(len(legal))]))
            steps += 1
        return steps

    return run


def batched(name, batch, rng, acting_only=False):
    """The vector env: every call returns every seat's tensor and mask of every game (with
    ``acting_only``, the seat to act's); the random legal actions come from
    ``random_actions``."""
    env = sortie_games.VectorEnv(name, batch, seed=int(rng.integers(2**32)), acting_only=acting_only)
    env.reset()

    def run():
        before = env.steps
        for _ in range(20):
            env.step(env.random_actions())
        return env.steps - before

    return run


def openspiel(name, rng):
    """An OpenSpiel C++ game through the same loop, the acting player's observation tensor
    taken each step as a learner would."""
    game = pyspiel.load_game(name)

    def run():
        state, steps = game.new_initial_state(), 0
        while not state.is_terminal():
            if state.is_chance_node():
                actions, probs = zip(*state.chance_outcomes())
                state.apply_action(actions[rng.choice(len(actions), p=probs)])
            elif state.is_simultaneous_node():
                for p in range(game.num_players()):
                    state.observation_tensor(p)
                joint = [rng.choice(state.legal_actions(p)) for p in range(game.num_players())]
                state.apply_actions(joint)
                steps += game.num_players()
            else:
                state.observation_tensor(state.current_player())
                legal = state.legal_actions()
                state.apply_action(legal[rng.integers(len(legal))])
                steps += 1
        return steps

    return run


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--seconds", type=float, default=3.0)
    parser.add_argument("--batch", type=int, default=256)
    args = parser.parse_args()
    rng = np.random.default_rng(0)
    rows = {}
    for name in sortie_games.GAMES:
        rows[f"{name} engine only"] = timed(args.seconds, single(name, rng, observe=False))
        rows[f"{name} single env"] = timed(args.seconds, single(name, rng, observe=True))
        rows[f"{name} pettingzoo aec"] = timed(args.seconds, aec(name, rng))
        rows[f"{name} vector x{args.batch}"] = timed(args.seconds, batched(name, args.batch, rng))
        rows[f"{name} vector x{args.batch} acting"] = timed(
            args.seconds, batched(name, args.batch, rng, acting_only=True)
        )
    for name in ["goofspiel", "kuhn_poker", "breakthrough"]:
        rows[f"openspiel {name}"] = timed(args.seconds, openspiel(name, rng))
    for key, rate in rows.items():
        print(f"{key:40} {rate:12,.0f} steps/s")
    print(json.dumps({k: round(v) for k, v in rows.items()}))


if __name__ == "__main__":
    main()
