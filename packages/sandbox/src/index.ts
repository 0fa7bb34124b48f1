/** @module placeholder until the package's issue lands. */
export {};
