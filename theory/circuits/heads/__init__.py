"""The roles of heads and the evidence for them: behaviour on the model's own forward pass
(:mod:`.behaviour`), the previous-token score from the weights (:mod:`.previous_token`), predicted and
expected induction attention from the weights (:mod:`.predicted_induction`, :mod:`.expected_induction`),
the two-layer model's heads from its weights (:mod:`.two_layer`), and the mechanism with its mean
ablation against a control head (:mod:`.mechanism`)."""
