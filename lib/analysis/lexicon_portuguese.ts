/**
 * Portuguese judging words, Brazilian and European, as US and Canadian
 * customers mix them into English reviews ("chegou no horário", "Preço?
 * Salgado.", "foi uma facada", "Will caprichou", "did a gambiarra with
 * tape", "gente boa demais", "me deixaram no vácuo", "deixaram a casa um
 * brinco", "matou a charada", "cara de pau"): English and Spanish cues
 * cannot see them, so such a review lost its aspects. They are cues like
 * the English ones (`lexicon.ts` describes the entries): the rules read
 * them as they read English, and the trained model weighs them by the
 * cue-kind features it learned from English.
 *
 * Each entry (`lexicon_portuguese_cues.ts`) is written once with its
 * accents and given its spellings without them as Spanish entries are
 * (`spanishSpellings`: "preço" and "preco", "não" and "nao", "caríssimo"
 * and "carissimo").
 *
 * Words Spanish or Italian already read are left to them, not repeated:
 * "caro", "barato", "honesto", "educado", "mal educado", "precio justo"
 * ("justo" alone is left out), "excelente", "más o menos". Short words
 * that are English, Spanish or another language's stay inside phrases:
 * "a", "e", "o", "no", "na", "pra", "bom", "bem" (also German), "cara"
 * (face, guy; Spanish and Italian "dear"), "grosso" (Italian "big"),
 * "brinco" (earring, only "um brinco"), "justo", "sujeira" (the mess
 * before the visit is no verdict: only "largou a sujeira"), "facada",
 * "rim", "parto", "doce". "Mas" (but; Spanish "more", as in "mas o
 * menos") opens a contrast only before a Portuguese word
 * (`PORTUGUESE_CONTRAST`). "Não" negates what follows; "muito" strengthens.
 *
 * Choices, after the labelled Brazilian batches: "deu o cano" (stood up)
 * is punctuality negative, "chegou em cima da hora" neutral, and a
 * "problema pontual" (a one-off fault) no punctuality at all. "Salgado",
 * "facada", "os olhos da cara" and "paguei um rim" are price negative,
 * "preço justo" and "saiu em conta" positive; "mas fazer o quê" waves the
 * price off. "Caprichou", "ficou lindo" and "bem feito" are quality
 * positive; "gambiarra", "ficou torto" and "vazando de novo" negative,
 * but not a previous owner's "gambiarra". "Gente boa", "sangue bom", "um
 * doce" are professionalism positive, "educado até" lukewarm. "Cara de
 * pau", "malandragem", "enrolou" are honesty negative; a fear of being
 * "passada pra trás" is none. "Fera" and "Top demais" are stock praise.
 *
 * @module
 */
import type { AspectId } from "../schemas/mod.ts";
import { byAspect, compact, phraseWords } from "./lexicon_spellings.ts";
import type {
  GuardedContrast,
  LanguageTables,
  NegatorLookalike,
} from "./lexicon_spellings.ts";
import { spanishSpellings } from "./lexicon_spanish.ts";
import {
  PORTUGUESE_CUES,
  PORTUGUESE_GENERAL,
} from "./lexicon_portuguese_cues.ts";
import {
  PORTUGUESE_BRAZIL_CUES,
  PORTUGUESE_BRAZIL_GENERAL,
} from "./lexicon_portuguese_brazil.ts";

/** Portuguese cues, per aspect, with their spellings without accents. */
export const PORTUGUESE_ASPECT_CUES: Readonly<
  Record<AspectId, readonly string[]>
> = byAspect((aspect) =>
  spanishSpellings([
    ...PORTUGUESE_CUES[aspect],
    ...PORTUGUESE_BRAZIL_CUES[aspect],
  ]).map(compact)
);

/** General opinion words in Portuguese (no aspect of their own). */
export const PORTUGUESE_GENERAL_CUES: readonly string[] = spanishSpellings([
  ...PORTUGUESE_GENERAL,
  ...PORTUGUESE_BRAZIL_GENERAL,
]).map(compact);

/**
 * Phrases that look like Portuguese cues but are none: a one-off fault
 * ("problema pontual"), a fear of being cheated, "para ser sincero", a
 * previous owner's "gambiarra", the reviewer's own ignorance, and "o
 * cara" (the guy).
 */
export const PORTUGUESE_NEUTRALIZERS: readonly string[] = spanishSpellings([
  "{problema|defeito|caso|vazamento|conserto|falha} pontual",
  "medo de ser {passada|passado|passados|enganada|enganado} {pra|para} trás",
  "{pra|para} ser {sincero|sincera|honesto|honesta}",
  "{gambiarra|gambiarras} {do|da|dos} {antigo|antiga|ex|outro|outra|último} {dono|dona|morador|encanador|eletricista}",
  "{não sei|nem sei} o que {falar|dizer}",
  // "O cara" (the guy) is no Spanish or Italian "cara" (dear).
  "{o|os|esse|um|uns|aquele} {cara|caras}",
  // A warning to other readers ("cuidado com a Keystone") is no care.
  "cuidado com {a|o|essa|esse|eles|ela|ele|os|as}",
  // A verdict on the equipment before the work ("disse que tava
  // funcionando direitinho") is no verdict on their work.
  // "Pro" (to the) is no English "pro" (a professional).
  "{orçamento|orçamentos|ligar|liguei|ligou|ligamos|voltar|voltou|voltaram|veio|vieram|vir|ir|foi|foram|mandar|mandou|mandaram|levar|levou|chamar|chamei|chamamos|deu|dar|dei|passou|subiu|desceu|olhar|ver} pro",
  "pro {meu|minha|meus|minhas|nosso|nossa|nossos|nossas|seu|sua|outro|outra|mesmo|mesma|dia|técnico|pessoal|escritório|conserto|serviço|banheiro|porão|quarto|quintal|lado|chão|cano|fim|resto|ar}",
  "{disse|falou|disseram|falaram|viu|viram|achou} que {tava|estava|está|tá|ta|tava tudo|estava tudo} {funcionando|ótimo|perfeito|bom|ok|certo|certinho|normal}",
]).map(compact);

/**
 * Portuguese words that negate what follows ("não"). "Nem" and
 * "ninguém" stay inside cues ("nem pediram desculpa", "nem caro nem
 * barato"): as negators they turned "nem caro nem barato" negative.
 */
export const PORTUGUESE_NEGATORS: readonly string[] = ["não", "nao"];

/** Portuguese words that strengthen the next opinion word ("muito"). */
export const PORTUGUESE_INTENSIFIERS: readonly string[] = [
  "muito",
  "muita",
  "muitíssimo",
  "muitissimo",
  // WhatsApp shorthand ("mt educado", "mto caro").
  "mt",
  "mto",
  "mta",
  "mtos",
  "mtas",
];

/** Portuguese words that start a contrasting clause ("porém"). */
export const PORTUGUESE_CONTRAST_WORDS: readonly string[] = [
  "porém",
  "porem",
  "entretanto",
  "contudo",
  "todavia",
];

/** Portuguese words that join two clauses, as "and then" does. */
export const PORTUGUESE_AND_WORDS: readonly string[] = ["depois"];

/**
 * Portuguese words that open a clause after "mas" (but): verbs, pronouns
 * and verdicts only Portuguese writes ("mas chegou", "mas fazer o quê",
 * "mas isso é culpa da prefeitura"); not "o" ("mas o menos") nor "nada".
 */
const CLAUSE_OPENERS: ReadonlySet<string> = new Set(
  ("chegou chegaram foi tava tá estava ficou ficaram valeu vale custou " +
    "cobrou cobraram deixou deixaram isso eles ele ela muito fazer " +
    "preço preco serviço servico trabalho não nao nem sempre ninguém " +
    "ninguem tudo caprichou atrasou são sao é um uma achei acho entendo " +
    "ainda já ja pelo demorou demoraram errou voltou continua nunca " +
    "agora infelizmente quando desmarcaram atrasaram só so").split(" "),
);

/** The guarded Portuguese word for "but", before `CLAUSE_OPENERS`. */
export const PORTUGUESE_CONTRAST: GuardedContrast = {
  words: ["mas"],
  openers: CLAUSE_OPENERS,
};

/** Names of aspects in Portuguese sub-ratings ("Preço: 3 de 5"). */
export const PORTUGUESE_SUB_RATING_LABELS: ReadonlyArray<[string, AspectId]> = [
  ["preço", "price"],
  ["preco", "price"],
  ["pontualidade", "punctuality"],
  ["limpeza", "cleanliness"],
  ["qualidade", "quality"],
  ["atendimento", "professionalism"],
  ["comunicação", "communication"],
  ["comunicacao", "communication"],
  ["honestidade", "honesty"],
  ["profissionalismo", "professionalism"],
  ["educação", "professionalism"],
  ["educacao", "professionalism"],
  ["conhecimento", "expertise"],
  ["custo", "price"],
  ["disponibilidade", "scheduling"],
];

/** Answers that deny a question before them ("Baratos? Nem a pau."). */
export const PORTUGUESE_NO_ANSWERS: readonly (readonly string[])[] =
  phraseWords([
    "não",
    "nao",
    "nem a pau",
    "de jeito nenhum",
    "nem pensar",
    "que nada",
  ]);

/** Answers that grant a question only in part ("Caro? Um pouco."). */
export const PORTUGUESE_HEDGE_ANSWERS: readonly (readonly string[])[] =
  phraseWords([
    "um pouco",
    "um pouquinho",
    "meio que",
  ]);

/**
 * Words that wave a complaint off ("custou os olhos da cara, mas fazer o
 * quê"): the labelled sets make it neutral (softeners.ts).
 */
export const PORTUGUESE_WAVE_OFFS: readonly (readonly string[])[] = phraseWords(
  [
    "fazer o quê",
    "fazer o que",
    "faz parte",
    "não tem problema",
    "nao tem problema",
    "mas entendo",
    "então tudo bem",
    "entao tudo bem",
    "dá pra entender",
    "da pra entender",
    "era emergência",
    "era emergencia",
    "era uma emergência",
    "era uma emergencia",
    "é o preço",
    "e o preco",
    "compreensível",
    "compreensivel",
  ],
);

/**
 * Portuguese "no" (in the: "no WhatsApp", "no chão", "no horário"),
 * which is no English "no" before these Portuguese words.
 */
export const PORTUGUESE_NO: NegatorLookalike = {
  word: "no",
  before: new Set(
    ("whatsapp whats zap celular telefone chão chao piso horário horario " +
      "mesmo dia fim começo comecinho início inicio meio sábado " +
      "sabado domingo feriado porão porao banheiro quarto quintal teto " +
      "forro cano ralo prazo orçamento orcamento lugar caso geral " +
      "máximo maximo mínimo minimo sofá sofa tapete carpete portão " +
      "portao celular escritório escritorio outro primeiro " +
      "segundo último ultimo seu meu nosso").split(" "),
  ),
};

/** The Portuguese tables, as `lexicon_languages.ts` joins them. */
export const PORTUGUESE_TABLES: LanguageTables = {
  aspectCues: PORTUGUESE_ASPECT_CUES,
  general: PORTUGUESE_GENERAL_CUES,
  negators: PORTUGUESE_NEGATORS,
  intensifiers: PORTUGUESE_INTENSIFIERS,
  andWords: PORTUGUESE_AND_WORDS,
  contrastWords: PORTUGUESE_CONTRAST_WORDS,
  subRatingLabels: PORTUGUESE_SUB_RATING_LABELS,
  neutralizers: PORTUGUESE_NEUTRALIZERS,
  noAnswers: PORTUGUESE_NO_ANSWERS,
  hedgeAnswers: PORTUGUESE_HEDGE_ANSWERS,
  waveOffs: PORTUGUESE_WAVE_OFFS,
  guardedContrast: PORTUGUESE_CONTRAST,
  negatorLookalikes: [PORTUGUESE_NO],
};
