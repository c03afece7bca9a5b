"""OpenSpiel on our games: its random simulation test (with serialization, and after
convert_to_turn_based), outcome-sampling MCCFR, and ISMCTS with the engine's resampler
against a random bot."""

import json

import numpy as np
import pyspiel
import pytest
from open_spiel.python.algorithms import evaluate_bots, ismcts, mcts, outcome_sampling_mccfr

import sortie_games.openspiel  # noqa: F401  (registers the games)

NAMES = ["python_sortie_airstrategic", "python_sortie_topgun", "python_sortie_sentando"]
NON_DEFAULT = [
    ("python_sortie_airstrategic", {"bomber": True}),
    ("python_sortie_sentando", {"players": 4}),
    ("python_sortie_topgun", {"external_chance": False}),
]


def load(name, config=None):
    return pyspiel.load_game(name, {"config": json.dumps(config or {})})


@pytest.mark.parametrize("name", NAMES + [n + "_turns" for n in NAMES])
def test_random_sim(name):
    pyspiel.random_sim_test(load(name), num_sims=2, serialize=True, verbose=False)


@pytest.mark.parametrize("name,config", NON_DEFAULT, ids=[n for n, _ in NON_DEFAULT])
def test_random_sim_non_default(name, config):
    pyspiel.random_sim_test(load(name, config), num_sims=2, serialize=True, verbose=False)


@pytest.mark.parametrize("name", NAMES)
def test_random_sim_after_convert_to_turn_based(name):
    game = pyspiel.convert_to_turn_based(load(name))
    pyspiel.random_sim_test(game, num_sims=2, serialize=True, verbose=False)


def test_chance_outcomes_are_the_engines():
    game = load("python_sortie_topgun")
    state = game.new_initial_state()
    rng = np.random.default_rng(0)
    while not state.is_chance_node():
        if state.is_simultaneous_node():
            state.apply_actions([rng.choice(state.legal_actions(p)) for p in range(2)])
        else:
            state.apply_action(rng.choice(state.legal_actions()))
    outcomes = state.chance_outcomes()
    assert [a for a, _ in outcomes] == state.legal_actions()
    assert abs(sum(p for _, p in outcomes) - 1) < 1e-12
    assert outcomes == state.inner.chance_outcomes()


def test_outcome_sampling_mccfr_runs():
    # Sentando's games are short (about 45 actions): the sampled reach of a whole Top Gun
    # game (hundreds of actions) underflows a float.
    game = load("python_sortie_sentando_turns")
    solver = outcome_sampling_mccfr.OutcomeSamplingSolver(game)
    for _ in range(20):
        solver.iteration()
    policy = solver.average_policy()
    state = game.new_initial_state()
    while state.is_chance_node():
        state.apply_action(state.legal_actions()[0])
    probs = policy.action_probabilities(state)
    assert abs(sum(probs.values()) - 1) < 1e-9


class Ismcts(ismcts.ISMCTSBot):
    """OpenSpiel's ISMCTS bot with the two methods evaluate_bots calls and it lacks; it
    searches from each state it is given, so there is nothing to restart or inform."""

    def restart_at(self, state):
        pass

    def inform_action(self, state, player_id, action):
        pass


def ismcts_wins(seed, games=6, simulations=60):
    """Games ISMCTS wins against a uniform random bot in ``games`` Sentando games, seats
    alternating, every search drawing its worlds from the engine's determinize."""
    game = load("python_sortie_sentando_turns")
    rng = np.random.RandomState(seed)
    evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=rng)
    wins = 0
    for g in range(games):
        seat = g % 2
        bot = Ismcts(game, evaluator, uct_c=2.0, max_simulations=simulations, random_state=rng)
        bot.set_resampler(lambda state, player: state.resample_from_infostate(player, rng.random_sample))
        random_bot = pyspiel.make_uniform_random_bot(1 - seat, seed * 100 + g)
        bots = [bot, random_bot] if seat == 0 else [random_bot, bot]
        returns = evaluate_bots.evaluate_bots(game.new_initial_state(), bots, rng)
        wins += returns[seat] > returns[1 - seat]
    return wins


def test_ismcts_beats_random_with_the_engines_resampler():
    # Sentando's sealed maneuver cards are hidden: ISMCTS searches states drawn by the
    # engine's determinize (SortieState.resample_from_infostate), seeded, so the run repeats.
    wins = ismcts_wins(0)
    assert wins > 3, wins
