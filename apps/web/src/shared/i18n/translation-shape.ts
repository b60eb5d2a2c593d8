/**
 * The shape every translation must have: the English source's keys, each with a string. Typing a
 * translation with it turns a missing or misspelt key into a compile error.
 */
export type TranslationShape<Source> = {
  [Key in keyof Source]: Source[Key] extends string ? string : TranslationShape<Source[Key]>;
};

/** Every dotted key of a translation, e.g. 'auth.login.pageTitle'. */
export type TranslationKeyOf<Source, Prefix extends string = ''> = {
  [Key in keyof Source & string]: Source[Key] extends string
    ? `${Prefix}${Key}`
    : TranslationKeyOf<Source[Key], `${Prefix}${Key}.`>;
}[keyof Source & string];
