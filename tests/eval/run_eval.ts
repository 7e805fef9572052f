/**
 * Measures the review analysis against hand-labelled sentences
 * (businesses in `businesses.json`): `labelled_sentences.json`, the main
 * set the lexicon was developed against, `holdout_sentences.json`,
 * written afterwards to check that the figures generalise, and the blind
 * batches `blind_N_sentences.json`, each scored blind once before it was
 * used for development (see README.md).
 *
 * `deno task eval` prints, per set and for both together, micro-F1 of
 * (aspect, sentiment) pairs, aspect-detection F1, sentiment accuracy on
 * correctly detected aspects, and technician and service F1. `--verbose`
 * also lists every mismatch.
 *
 * @module
 */
import { createAnalyzer, type ReviewAnalyzer } from "../../lib/analysis/mod.ts";
import { type Business, BusinessSchema } from "../../lib/schemas/mod.ts";

/** One hand-labelled sentence. */
export interface LabelledSentence {
  /** Key of the business in `businesses.json`. */
  business: string;
  /** The review sentence (may be empty: a rating-only review). */
  text: string;
  /** Expected `[aspect, sentiment]` pairs. */
  aspects: Array<[string, string]>;
  /** Expected technicians' full names. */
  technicians: string[];
  /** Expected service ids. */
  services: string[];
}

/** Precision, recall and F1 of one measure. */
export interface Score {
  /** True positives. */
  tp: number;
  /** False positives. */
  fp: number;
  /** False negatives. */
  fn: number;
  /** tp / (tp + fp), 1 when nothing was predicted. */
  precision: number;
  /** tp / (tp + fn), 1 when nothing was expected. */
  recall: number;
  /** Harmonic mean of precision and recall. */
  f1: number;
}

/** The evaluation result. */
export interface EvalResult {
  /** Number of labelled sentences. */
  sentences: number;
  /** Micro-averaged (aspect, sentiment) pairs. */
  pairs: Score;
  /** Micro-averaged aspect detection, sentiment ignored. */
  aspects: Score;
  /** Share of correctly detected aspects whose sentiment is right. */
  sentimentAccuracy: number;
  /** Micro-averaged technician detection. */
  technicians: Score;
  /** Micro-averaged service detection. */
  services: Score;
  /** Sentences with any difference, for inspection. */
  mismatches: Array<{
    text: string;
    expected: Omit<LabelledSentence, "business" | "text">;
    actual: Omit<LabelledSentence, "business" | "text">;
  }>;
}

const HERE = new URL(".", import.meta.url);

/** The labelled sets, by name. */
export const EVAL_SETS = {
  main: "labelled_sentences.json",
  holdout: "holdout_sentences.json",
  blind1: "blind_1_sentences.json",
  blind2: "blind_2_sentences.json",
  blind3: "blind_3_sentences.json",
  blind4: "blind_4_sentences.json",
  blind5: "blind_5_sentences.json",
  blind6: "blind_6_sentences.json",
  blind7: "blind_7_sentences.json",
  blind8: "blind_8_sentences.json",
  blind9: "blind_9_sentences.json",
  blind10: "blind_10_sentences.json",
  blind11: "blind_11_sentences.json",
  blind12: "blind_12_sentences.json",
  blind13: "blind_13_sentences.json",
  blind14: "blind_14_sentences.json",
  blind15: "blind_15_sentences.json",
  blind16: "blind_16_sentences.json",
  blind17: "blind_17_sentences.json",
  blind18: "blind_18_sentences.json",
  blind19: "blind_19_sentences.json",
  blind20: "blind_20_sentences.json",
  blind21: "blind_21_sentences.json",
  blind22: "blind_22_sentences.json",
  blind23: "blind_23_sentences.json",
  blind24: "blind_24_sentences.json",
  blind25: "blind_25_sentences.json",
  blind26: "blind_26_sentences.json",
  blind27: "blind_27_sentences.json",
  blind28: "blind_28_sentences.json",
  blind29: "blind_29_sentences.json",
  blind30: "blind_30_sentences.json",
  blind31: "blind_31_sentences.json",
  blind32: "blind_32_sentences.json",
  blind33: "blind_33_sentences.json",
  blind34: "blind_34_sentences.json",
  blind35: "blind_35_sentences.json",
  blind36: "blind_36_sentences.json",
  blind37: "blind_37_sentences.json",
  blind38: "blind_38_sentences.json",
  blind39: "blind_39_sentences.json",
  blind40: "blind_40_sentences.json",
  blind41: "blind_41_sentences.json",
  blind42: "blind_42_sentences.json",
  blind43: "blind_43_sentences.json",
  blind44: "blind_44_sentences.json",
  blind45: "blind_45_sentences.json",
  blind46: "blind_46_sentences.json",
  blind47: "blind_47_sentences.json",
  blind48: "blind_48_sentences.json",
  blind49: "blind_49_sentences.json",
  blind50: "blind_50_sentences.json",
  blind51: "blind_51_sentences.json",
  blind52: "blind_52_sentences.json",
  blind53: "blind_53_sentences.json",
  blind54: "blind_54_sentences.json",
  blind55: "blind_55_sentences.json",
  blind56: "blind_56_sentences.json",
  blind57: "blind_57_sentences.json",
  blind58: "blind_58_sentences.json",
  blind59: "blind_59_sentences.json",
  blind60: "blind_60_sentences.json",
  blind61: "blind_61_sentences.json",
  blind62: "blind_62_sentences.json",
  blind63: "blind_63_sentences.json",
  blind64: "blind_64_sentences.json",
  blind65: "blind_65_sentences.json",
  blind66: "blind_66_sentences.json",
  blind67: "blind_67_sentences.json",
  blind68: "blind_68_sentences.json",
  blind69: "blind_69_sentences.json",
  blind70: "blind_70_sentences.json",
  blind71: "blind_71_sentences.json",
  blind72: "blind_72_sentences.json",
  blind73: "blind_73_sentences.json",
  blind74: "blind_74_sentences.json",
  blind75: "blind_75_sentences.json",
  blind76: "blind_76_sentences.json",
  blind77: "blind_77_sentences.json",
  blind78: "blind_78_sentences.json",
  blind79: "blind_79_sentences.json",
  blind80: "blind_80_sentences.json",
  blind81: "blind_81_sentences.json",
  blind82: "blind_82_sentences.json",
  blind83: "blind_83_sentences.json",
  blind84: "blind_84_sentences.json",
  blind85: "blind_85_sentences.json",
  blind86: "blind_86_sentences.json",
  blind87: "blind_87_sentences.json",
  blind88: "blind_88_sentences.json",
  blind89: "blind_89_sentences.json",
  blind90: "blind_90_sentences.json",
  blind91: "blind_91_sentences.json",
  blind92: "blind_92_sentences.json",
  blind93: "blind_93_sentences.json",
  blind94: "blind_94_sentences.json",
  blind95: "blind_95_sentences.json",
  blind96: "blind_96_sentences.json",
  blind97: "blind_97_sentences.json",
  blind98: "blind_98_sentences.json",
  blind99: "blind_99_sentences.json",
  blind100: "blind_100_sentences.json",
  blind101: "blind_101_sentences.json",
  blind102: "blind_102_sentences.json",
  blind103: "blind_103_sentences.json",
  blind104: "blind_104_sentences.json",
  blind105: "blind_105_sentences.json",
  blind106: "blind_106_sentences.json",
  blind107: "blind_107_sentences.json",
  blind108: "blind_108_sentences.json",
  blind109: "blind_109_sentences.json",
  blind110: "blind_110_sentences.json",
  blind111: "blind_111_sentences.json",
  blind112: "blind_112_sentences.json",
  blind113: "blind_113_sentences.json",
  blind114: "blind_114_sentences.json",
  blind115: "blind_115_sentences.json",
  blind116: "blind_116_sentences.json",
  blind117: "blind_117_sentences.json",
  blind118: "blind_118_sentences.json",
  blind119: "blind_119_sentences.json",
  blind120: "blind_120_sentences.json",
  blind121: "blind_121_sentences.json",
  blind122: "blind_122_sentences.json",
  blind123: "blind_123_sentences.json",
  blind124: "blind_124_sentences.json",
  blind125: "blind_125_sentences.json",
  blind126: "blind_126_sentences.json",
  blind127: "blind_127_sentences.json",
  blind128: "blind_128_sentences.json",
  blind129: "blind_129_sentences.json",
  blind130: "blind_130_sentences.json",
  blind131: "blind_131_sentences.json",
  blind132: "blind_132_sentences.json",
  blind133: "blind_133_sentences.json",
  blind134: "blind_134_sentences.json",
  blind135: "blind_135_sentences.json",
  blind136: "blind_136_sentences.json",
  blind137: "blind_137_sentences.json",
  blind138: "blind_138_sentences.json",
  blind139: "blind_139_sentences.json",
  blind140: "blind_140_sentences.json",
  blind141: "blind_141_sentences.json",
  blind142: "blind_142_sentences.json",
  blind143: "blind_143_sentences.json",
  blind144: "blind_144_sentences.json",
  blind145: "blind_145_sentences.json",
  blind146: "blind_146_sentences.json",
  blind147: "blind_147_sentences.json",
  blind148: "blind_148_sentences.json",
  blind149: "blind_149_sentences.json",
  blind150: "blind_150_sentences.json",
  blind151: "blind_151_sentences.json",
  blind152: "blind_152_sentences.json",
  blind153: "blind_153_sentences.json",
  blind154: "blind_154_sentences.json",
  blind155: "blind_155_sentences.json",
  blind156: "blind_156_sentences.json",
  blind157: "blind_157_sentences.json",
  blind158: "blind_158_sentences.json",
  blind159: "blind_159_sentences.json",
  blind160: "blind_160_sentences.json",
  blind161: "blind_161_sentences.json",
  blind162: "blind_162_sentences.json",
  blind163: "blind_163_sentences.json",
  blind164: "blind_164_sentences.json",
  blind165: "blind_165_sentences.json",
  blind166: "blind_166_sentences.json",
  blind167: "blind_167_sentences.json",
  blind168: "blind_168_sentences.json",
  blind169: "blind_169_sentences.json",
  blind170: "blind_170_sentences.json",
  blind171: "blind_171_sentences.json",
  blind172: "blind_172_sentences.json",
  blind173: "blind_173_sentences.json",
  blind174: "blind_174_sentences.json",
  blind175: "blind_175_sentences.json",
  blind176: "blind_176_sentences.json",
  blind177: "blind_177_sentences.json",
  blind178: "blind_178_sentences.json",
  blind179: "blind_179_sentences.json",
  blind180: "blind_180_sentences.json",
  blind181: "blind_181_sentences.json",
  blind182: "blind_182_sentences.json",
  blind183: "blind_183_sentences.json",
  blind184: "blind_184_sentences.json",
  blind185: "blind_185_sentences.json",
  blind186: "blind_186_sentences.json",
  blind187: "blind_187_sentences.json",
  blind188: "blind_188_sentences.json",
  blind189: "blind_189_sentences.json",
  blind190: "blind_190_sentences.json",
  blind191: "blind_191_sentences.json",
  blind192: "blind_192_sentences.json",
  blind193: "blind_193_sentences.json",
  blind194: "blind_194_sentences.json",
  blind195: "blind_195_sentences.json",
  blind196: "blind_196_sentences.json",
  blind197: "blind_197_sentences.json",
  blind198: "blind_198_sentences.json",
  blind199: "blind_199_sentences.json",
  blind200: "blind_200_sentences.json",
  blind201: "blind_201_sentences.json",
  blind202: "blind_202_sentences.json",
  blind203: "blind_203_sentences.json",
  blind204: "blind_204_sentences.json",
  blind205: "blind_205_sentences.json",
  blind206: "blind_206_sentences.json",
  blind207: "blind_207_sentences.json",
  blind208: "blind_208_sentences.json",
  blind209: "blind_209_sentences.json",
  blind210: "blind_210_sentences.json",
  blind211: "blind_211_sentences.json",
  blind212: "blind_212_sentences.json",
  blind213: "blind_213_sentences.json",
  blind214: "blind_214_sentences.json",
  blind215: "blind_215_sentences.json",
  blind216: "blind_216_sentences.json",
  blind217: "blind_217_sentences.json",
  blind218: "blind_218_sentences.json",
  blind219: "blind_219_sentences.json",
  blind220: "blind_220_sentences.json",
  blind221: "blind_221_sentences.json",
  blind222: "blind_222_sentences.json",
  blind223: "blind_223_sentences.json",
  blind224: "blind_224_sentences.json",
  blind225: "blind_225_sentences.json",
  blind226: "blind_226_sentences.json",
  blind227: "blind_227_sentences.json",
  blind228: "blind_228_sentences.json",
  blind229: "blind_229_sentences.json",
  blind230: "blind_230_sentences.json",
  blind231: "blind_231_sentences.json",
  blind232: "blind_232_sentences.json",
  blind233: "blind_233_sentences.json",
  blind234: "blind_234_sentences.json",
  blind235: "blind_235_sentences.json",
  blind236: "blind_236_sentences.json",
  blind237: "blind_237_sentences.json",
  blind238: "blind_238_sentences.json",
  blind239: "blind_239_sentences.json",
  blind240: "blind_240_sentences.json",
  blind241: "blind_241_sentences.json",
  blind242: "blind_242_sentences.json",
  blind243: "blind_243_sentences.json",
  blind244: "blind_244_sentences.json",
  blind245: "blind_245_sentences.json",
  blind246: "blind_246_sentences.json",
  blind247: "blind_247_sentences.json",
  blind248: "blind_248_sentences.json",
  blind249: "blind_249_sentences.json",
  blind250: "blind_250_sentences.json",
  blind251: "blind_251_sentences.json",
  blind252: "blind_252_sentences.json",
  blind253: "blind_253_sentences.json",
  blind254: "blind_254_sentences.json",
  blind255: "blind_255_sentences.json",
  blind256: "blind_256_sentences.json",
  blind257: "blind_257_sentences.json",
  blind258: "blind_258_sentences.json",
  blind259: "blind_259_sentences.json",
  blind260: "blind_260_sentences.json",
  blind261: "blind_261_sentences.json",
  blind262: "blind_262_sentences.json",
  blind263: "blind_263_sentences.json",
  blind264: "blind_264_sentences.json",
  blind265: "blind_265_sentences.json",
  blind266: "blind_266_sentences.json",
  blind267: "blind_267_sentences.json",
  blind268: "blind_268_sentences.json",
  blind269: "blind_269_sentences.json",
  blind270: "blind_270_sentences.json",
  blind271: "blind_271_sentences.json",
  blind272: "blind_272_sentences.json",
  blind273: "blind_273_sentences.json",
  blind274: "blind_274_sentences.json",
  blind275: "blind_275_sentences.json",
  blind276: "blind_276_sentences.json",
  blind277: "blind_277_sentences.json",
  blind278: "blind_278_sentences.json",
  blind279: "blind_279_sentences.json",
  blind280: "blind_280_sentences.json",
  blind281: "blind_281_sentences.json",
  blind282: "blind_282_sentences.json",
  blind283: "blind_283_sentences.json",
  blind284: "blind_284_sentences.json",
  blind285: "blind_285_sentences.json",
  blind286: "blind_286_sentences.json",
  blind287: "blind_287_sentences.json",
  blind288: "blind_288_sentences.json",
  blind289: "blind_289_sentences.json",
  blind290: "blind_290_sentences.json",
  blind291: "blind_291_sentences.json",
  blind292: "blind_292_sentences.json",
  blind293: "blind_293_sentences.json",
  blind294: "blind_294_sentences.json",
  blind295: "blind_295_sentences.json",
  blind296: "blind_296_sentences.json",
  blind297: "blind_297_sentences.json",
  blind298: "blind_298_sentences.json",
  blind299: "blind_299_sentences.json",
  blind300: "blind_300_sentences.json",
  blind301: "blind_301_sentences.json",
  blind302: "blind_302_sentences.json",
  blind303: "blind_303_sentences.json",
  blind304: "blind_304_sentences.json",
  blind305: "blind_305_sentences.json",
  blind306: "blind_306_sentences.json",
  blind307: "blind_307_sentences.json",
  blind308: "blind_308_sentences.json",
  blind309: "blind_309_sentences.json",
  blind310: "blind_310_sentences.json",
  blind311: "blind_311_sentences.json",
  blind312: "blind_312_sentences.json",
  blind313: "blind_313_sentences.json",
  blind314: "blind_314_sentences.json",
  blind315: "blind_315_sentences.json",
  blind316: "blind_316_sentences.json",
  blind317: "blind_317_sentences.json",
  blind318: "blind_318_sentences.json",
  blind319: "blind_319_sentences.json",
  blind320: "blind_320_sentences.json",
  blind321: "blind_321_sentences.json",
  blind322: "blind_322_sentences.json",
  blind323: "blind_323_sentences.json",
  blind324: "blind_324_sentences.json",
  blind325: "blind_325_sentences.json",
  blind326: "blind_326_sentences.json",
  blind327: "blind_327_sentences.json",
  blind328: "blind_328_sentences.json",
  blind329: "blind_329_sentences.json",
  blind330: "blind_330_sentences.json",
  train1: "train_1_sentences.json",
  train2: "train_2_sentences.json",
  train3: "train_3_sentences.json",
  train4: "train_4_sentences.json",
  train5: "train_5_sentences.json",
  train6: "train_6_sentences.json",
  train7: "train_7_sentences.json",
  train8: "train_8_sentences.json",
  train9: "train_9_sentences.json",
  train10: "train_10_sentences.json",
  train11: "train_11_sentences.json",
  train12: "train_12_sentences.json",
  train13: "train_13_sentences.json",
  train14: "train_14_sentences.json",
  train15: "train_15_sentences.json",
  train16: "train_16_sentences.json",
  train17: "train_17_sentences.json",
  train18: "train_18_sentences.json",
  train19: "train_19_sentences.json",
  train20: "train_20_sentences.json",
  train21: "train_21_sentences.json",
  train22: "train_22_sentences.json",
  train23: "train_23_sentences.json",
  train24: "train_24_sentences.json",
  train25: "train_25_sentences.json",
  train26: "train_26_sentences.json",
  train27: "train_27_sentences.json",
  train28: "train_28_sentences.json",
  train29: "train_29_sentences.json",
  train30: "train_30_sentences.json",
  train31: "train_31_sentences.json",
  train32: "train_32_sentences.json",
  train33: "train_33_sentences.json",
  train34: "train_34_sentences.json",
  train35: "train_35_sentences.json",
  train36: "train_36_sentences.json",
  train37: "train_37_sentences.json",
  train38: "train_38_sentences.json",
  train39: "train_39_sentences.json",
  train40: "train_40_sentences.json",
  train41: "train_41_sentences.json",
  train42: "train_42_sentences.json",
  train43: "train_43_sentences.json",
  train44: "train_44_sentences.json",
  train45: "train_45_sentences.json",
  train46: "train_46_sentences.json",
  train47: "train_47_sentences.json",
  train48: "train_48_sentences.json",
  train49: "train_49_sentences.json",
  train50: "train_50_sentences.json",
  train51: "train_51_sentences.json",
  train52: "train_52_sentences.json",
  train53: "train_53_sentences.json",
  train54: "train_54_sentences.json",
  train55: "train_55_sentences.json",
  train56: "train_56_sentences.json",
  train57: "train_57_sentences.json",
  train58: "train_58_sentences.json",
  train59: "train_59_sentences.json",
  train60: "train_60_sentences.json",
  train61: "train_61_sentences.json",
  train62: "train_62_sentences.json",
  train63: "train_63_sentences.json",
  train64: "train_64_sentences.json",
  train65: "train_65_sentences.json",
  train66: "train_66_sentences.json",
  train67: "train_67_sentences.json",
  train68: "train_68_sentences.json",
  train69: "train_69_sentences.json",
  train70: "train_70_sentences.json",
  train71: "train_71_sentences.json",
  train72: "train_72_sentences.json",
  train73: "train_73_sentences.json",
  train74: "train_74_sentences.json",
  train75: "train_75_sentences.json",
} as const;

/** Name of a labelled set. */
export type EvalSetName = keyof typeof EVAL_SETS;

/**
 * Loads labelled sentences and the businesses they refer to.
 *
 * @param sets Which sets to load (default: all).
 */
export async function loadEvalSet(
  sets: readonly EvalSetName[] = Object.keys(EVAL_SETS) as EvalSetName[],
): Promise<{
  sentences: LabelledSentence[];
  businesses: Record<string, Business>;
}> {
  const sentences: LabelledSentence[] = [];
  for (const set of sets) {
    sentences.push(
      ...JSON.parse(
        await Deno.readTextFile(new URL(EVAL_SETS[set], HERE)),
      ) as LabelledSentence[],
    );
  }
  const raw = JSON.parse(
    await Deno.readTextFile(new URL("businesses.json", HERE)),
  ) as Record<string, unknown>;
  const businesses: Record<string, Business> = {};
  for (const [key, value] of Object.entries(raw)) {
    businesses[key] = BusinessSchema.parse(value);
  }
  return { sentences, businesses };
}

function counter(): Score {
  return { tp: 0, fp: 0, fn: 0, precision: 0, recall: 0, f1: 0 };
}

function count(score: Score, expected: Set<string>, actual: Set<string>) {
  for (const item of actual) {
    if (expected.has(item)) score.tp++;
    else score.fp++;
  }
  for (const item of expected) if (!actual.has(item)) score.fn++;
}

function finish(score: Score): Score {
  score.precision = score.tp + score.fp === 0
    ? 1
    : score.tp / (score.tp + score.fp);
  score.recall = score.tp + score.fn === 0
    ? 1
    : score.tp / (score.tp + score.fn);
  score.f1 = score.precision + score.recall === 0
    ? 0
    : (2 * score.precision * score.recall) / (score.precision + score.recall);
  return score;
}

/**
 * Scores labelled sentences against an analyzer per business.
 *
 * @param sentences The labelled sentences.
 * @param analyzers An analyzer per business key.
 * @returns The metrics.
 */
export function scoreSentences(
  sentences: readonly LabelledSentence[],
  analyzers: Readonly<Record<string, ReviewAnalyzer>>,
): EvalResult {
  const found = sentences.map((sentence): LabelledSentence => {
    const analyzer = analyzers[sentence.business];
    if (!analyzer) throw new Error(`unknown business "${sentence.business}"`);
    const result = analyzer.analyze({ title: null, text: sentence.text });
    return {
      business: sentence.business,
      text: sentence.text,
      aspects: result.aspects.map((m) => [m.aspect, m.sentiment]),
      technicians: result.technicians,
      services: result.services,
    };
  });
  return compareLabels(sentences, found);
}

/**
 * Scores one labelling of sentences against another of the same sentences,
 * item by item: the analysis' output against the labels, or one annotator
 * against another.
 *
 * @param expected The reference labels.
 * @param actual The labels scored, in the same order.
 * @returns The metrics.
 */
export function compareLabels(
  expected: readonly LabelledSentence[],
  actual: readonly LabelledSentence[],
): EvalResult {
  if (expected.length !== actual.length) {
    throw new Error(
      `${expected.length} labelled items against ${actual.length}`,
    );
  }
  const pairs = counter();
  const aspects = counter();
  const technicians = counter();
  const services = counter();
  let sentimentRight = 0;
  let sentimentTotal = 0;
  const mismatches: EvalResult["mismatches"] = [];
  for (const [index, sentence] of expected.entries()) {
    const result = actual[index];
    if (result.text !== sentence.text) {
      throw new Error(`item ${index} differs: ${JSON.stringify(result.text)}`);
    }
    const expectedPairs = new Set(
      sentence.aspects.map(([aspect, sentiment]) => `${aspect}:${sentiment}`),
    );
    const actualPairs = new Set(
      result.aspects.map(([aspect, sentiment]) => `${aspect}:${sentiment}`),
    );
    count(pairs, expectedPairs, actualPairs);
    const expectedAspects = new Set(sentence.aspects.map(([aspect]) => aspect));
    const actualAspects = new Set(result.aspects.map(([aspect]) => aspect));
    count(aspects, expectedAspects, actualAspects);
    for (const [aspect, sentiment] of sentence.aspects) {
      if (!actualAspects.has(aspect)) continue;
      sentimentTotal++;
      if (actualPairs.has(`${aspect}:${sentiment}`)) sentimentRight++;
    }
    const expectedTechnicians = new Set(sentence.technicians);
    const actualTechnicians = new Set(result.technicians);
    count(technicians, expectedTechnicians, actualTechnicians);
    const expectedServices = new Set(sentence.services);
    const actualServices = new Set(result.services);
    count(services, expectedServices, actualServices);
    const same = (a: Set<string>, b: Set<string>) =>
      a.size === b.size && [...a].every((item) => b.has(item));
    if (
      !same(expectedPairs, actualPairs) ||
      !same(expectedTechnicians, actualTechnicians) ||
      !same(expectedServices, actualServices)
    ) {
      mismatches.push({
        text: sentence.text,
        expected: {
          aspects: sentence.aspects,
          technicians: sentence.technicians,
          services: sentence.services,
        },
        actual: {
          aspects: result.aspects,
          technicians: result.technicians,
          services: result.services,
        },
      });
    }
  }
  return {
    sentences: expected.length,
    pairs: finish(pairs),
    aspects: finish(aspects),
    sentimentAccuracy: sentimentTotal === 0
      ? 1
      : sentimentRight / sentimentTotal,
    technicians: finish(technicians),
    services: finish(services),
    mismatches,
  };
}

/**
 * Runs the evaluation over labelled sets.
 *
 * @param options `sets` to score together (default: all).
 * @returns The metrics.
 */
export async function runEval(
  options: { sets?: readonly EvalSetName[] } = {},
): Promise<EvalResult> {
  const { sentences, businesses } = await loadEvalSet(options.sets);
  const analyzers: Record<string, ReviewAnalyzer> = {};
  for (const [key, business] of Object.entries(businesses)) {
    analyzers[key] = createAnalyzer(business);
  }
  return scoreSentences(sentences, analyzers);
}

function formatScore(name: string, score: Score): string {
  return `${name.padEnd(28)} F1 ${score.f1.toFixed(3)}  (P ${
    score.precision.toFixed(3)
  }, R ${
    score.recall.toFixed(3)
  }; tp ${score.tp}, fp ${score.fp}, fn ${score.fn})`;
}

function report(title: string, result: EvalResult): void {
  console.log(`${title}: ${result.sentences} labelled sentences`);
  console.log(`  ${formatScore("(aspect, sentiment) pairs", result.pairs)}`);
  console.log(`  ${formatScore("aspect detection", result.aspects)}`);
  console.log(
    `  ${"sentiment accuracy".padEnd(28)} ${
      result.sentimentAccuracy.toFixed(3)
    } (on correctly detected aspects)`,
  );
  console.log(`  ${formatScore("technicians", result.technicians)}`);
  console.log(`  ${formatScore("services", result.services)}`);
}

/**
 * Compares two labellings of the same items (`--compare=REF.json,OTHER.json`):
 * how far a second annotator agrees with the first, by the same measures.
 */
async function compareFiles(reference: string, other: string): Promise<void> {
  const read = async (path: string) =>
    JSON.parse(await Deno.readTextFile(path)) as LabelledSentence[];
  report(
    `${other} against ${reference}`,
    compareLabels(await read(reference), await read(other)),
  );
}

/** Scores every set (or those of `--set=`) and prints the figures. */
async function evaluateSets(verbose: boolean): Promise<void> {
  const runs: Array<[string, readonly EvalSetName[]]> = [
    ...(Object.keys(EVAL_SETS) as EvalSetName[]).map((
      set,
    ): [string, readonly EvalSetName[]] => [set, [set]]),
    ["all", Object.keys(EVAL_SETS) as EvalSetName[]],
  ];
  const only = Deno.args.find((arg) => arg.startsWith("--set="))?.slice(6);
  if (only !== undefined) {
    const selected = only.split(",") as EvalSetName[];
    runs.splice(0, runs.length, [only, selected]);
  }
  for (const [title, sets] of runs) {
    const result = await runEval({ sets });
    if (verbose && sets.length === 1) {
      console.log(`--- mismatches, ${title}`);
      for (const mismatch of result.mismatches) {
        console.log(`- ${JSON.stringify(mismatch.text)}`);
        console.log(`    expected ${JSON.stringify(mismatch.expected)}`);
        console.log(`    actual   ${JSON.stringify(mismatch.actual)}`);
      }
    }
    report(title, result);
  }
}

if (import.meta.main) {
  const verbose = Deno.args.includes("--verbose");
  const compare = Deno.args.find((arg) => arg.startsWith("--compare="));
  if (compare !== undefined) {
    const [reference, other] = compare.slice(10).split(",");
    await compareFiles(reference, other);
  } else {
    await evaluateSets(verbose);
  }
}
