"""The configs every suite runs: each game's bounded default and a non-default one (the
bomber, four Sentando seats with external dice, Top Gun's external chance)."""

CONFIGS = [
    ("airstrategic", None),
    ("airstrategic", {"bomber": True}),
    ("topgun", None),
    ("topgun", {"external_chance": True}),
    ("sentando", None),
    ("sentando", {"players": 4, "external_dice": True}),
]


def config_id(value):
    if isinstance(value, dict):
        return ",".join(f"{k}={v}" for k, v in value.items())
    return value if value is not None else "default"
