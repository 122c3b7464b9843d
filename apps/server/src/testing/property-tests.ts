/**
 * The time limit of a property test that builds hundreds of indexes: 10 to 40 s alone here, with
 * the random cases, and twice or three times that while the other test files share the two cores.
 */
export const MANY_BUILDS = { timeout: 180_000 };
