/**
 * The shape of a namespace's texts in another language: the same keys and nesting as the English
 * texts, every leaf a string. A missing or extra key is a type error; the strings themselves differ.
 */
export type TextsOf<T> = { [K in keyof T]: T[K] extends string ? string : TextsOf<T[K]> };
