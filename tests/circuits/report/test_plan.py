"""The plan of ``theory analyse`` (memory and time of its steps) lists the steps that run."""
import pytest


@pytest.mark.found_by('hostile input, round 5: the speed work of issue 30 in theory analyse (tests/test_round5_speed_attack.py)')
@pytest.mark.parametrize("rule,partners,runs", [("logit_advantage", True, False), ("logit_advantage", None, False), ("expected_induction", None, True),
                                                ("attention_only", True, True), ("attention_only", None, False), ("attention_only", False, False)])
def test_analyse_plan_lists_expected_induction_exactly_when_it_runs(rule, partners, runs, monkeypatch):
    """The plan lists only the steps analyse runs: rule v2 takes its own branch (the predicted advantage),
    so with induction_partners=True it does not compute the expected induction attention — the plan
    listed it anyway (and counted its time)."""
    from theory.circuits import induction_model
    from theory.circuits.report import plan
    from theory.circuits.report import analyse as report
    seen, ran = {}, []
    real_plan, real_ind = plan.analyse_plan, report.expected_induction_attention

    def spy_plan(*a, **k):
        seen.update(k)
        return real_plan(*a, **k)

    def spy_ind(*a, **k):
        ran.append(1)
        return real_ind(*a, **k)
    monkeypatch.setattr(plan, "analyse_plan", spy_plan)
    monkeypatch.setattr(report, "expected_induction_attention", spy_ind)
    report.analyse(induction_model(n_vocab=12, n_ctx=16), induction_rule=rule, induction_partners=partners,
                   behaviour=False)
    assert seen["induction"] is runs and bool(ran) is runs
