/**
 * The spelling check of the site's copy (`npm run lint`): British English, offline, with the en-GB dictionary
 * alone. Programming dictionaries are left out on purpose: they hold US words such as "color".
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { decodeTrie } from 'cspell-trie-lib'

const BRITISH = '@cspell/dict-en-gb/cspell-ext.json'

/**
 * The dictionary also holds the Oxford spellings ("organization"); the copy spells them the other way. So every
 * -ize or -yze word whose -ise or -yse twin the dictionary holds too is flagged. (A stem under three letters
 * is a word of its own, as "prize" beside "prise".)
 */
function oxfordSpellings() {
  const trie = join(dirname(createRequire(import.meta.url).resolve(BRITISH)), 'en_GB.trie.gz')
  const words = new Set(decodeTrie(gunzipSync(readFileSync(trie))).words())
  const oxford = /^(.{3,}[iy])z(es?|ed|ing|ations?|ers?)('s)?$/
  const flagged = [...words].filter((word) => oxford.test(word) && words.has(word.replace(oxford, '$1s$2$3')))
  // Copy writes the apostrophe as ’, which the dictionary reads as ' but a flagged word does not.
  return flagged.flatMap((word) => (word.includes("'") ? [word, word.replace("'", '’')] : [word]))
}

/** US spellings the dictionary accepts too, which British copy spells otherwise. */
const usSpellings = [
  'center',
  'centers',
  'centered',
  'centering',
  'gray',
  'harbor',
  'artifact',
  'artifacts',
  'aging',
]

/** Strings the original specification quotes word for word keep its spelling. */
const specStrings = [
  'Organization Basics',
  "Organizations We've Helped",
  'personalized recommendation',
  'Human-Centered',
  'Synthesizer',
  'Optimizer',
]

export default {
  version: '0.2',
  import: [BRITISH],
  language: 'en-GB',
  loadDefaultConfiguration: false,
  files: ['src/content/**/*.ts', 'public/**/*.svg'],
  // The copy is the text inside quotes: the names, keys and types around it are code.
  includeRegExpList: [/'(?:[^'\\\n]|\\.)*'/g, /"(?:[^"\\\n]|\\.)*"/g, /`(?:[^`\\]|\\.)*`/g],
  ignoreRegExpList: [
    // Comments are for developers; a quote in one is not copy.
    /(?<!:)\/\/.*$/gm,
    /\/\*[\s\S]*?\*\//g,
    // So are the modules a file imports.
    /\b(?:from|import)\s*\(?\s*(['"])[^'"]*\1/g,
    /\bhttps?:\/\/[^\s'"`]+/g,
    /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g,
    /(?<![\w.])\/[\w./#?=&-]*/g,
    ...specStrings.map((text) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'g')),
  ],
  overrides: [
    // In a drawing, the copy is the text drawn; the rest is shapes and styles.
    { filename: '**/*.svg', includeRegExpList: [/(?<=<text\b[^>]*>)[^<]+/g], ignoreRegExpList: [] },
  ],
  dictionaryDefinitions: [{ name: 'project-words', path: './cspell-words.txt', addWords: true }],
  dictionaries: ['project-words'],
  flagWords: [...oxfordSpellings(), ...usSpellings],
}
