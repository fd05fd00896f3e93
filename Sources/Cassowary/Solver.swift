// Placeholder so the target builds; replaced by the solver.
