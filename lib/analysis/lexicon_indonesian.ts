/**
 * Indonesian judging words, as Indonesian customers mix Bahasa Indonesia
 * and its chat spellings into English reviews ("Tom ngaret 2 hours",
 * "kerjanya asal-asalan", "Admin fast respon banget", "agak jutek",
 * "40 min telat, tapi dia WA dulu, jadi gpp"): English cues cannot see
 * them, so such a review lost its aspects. They are cues like the English
 * ones (`lexicon.ts` describes the entries): the rules read them as they
 * read English, and the trained model weighs them by the cue-kind
 * features it learned from English. A hyphen inside a word is dropped
 * before matching ("asal-asalan" is "asal asalan"); the digit of a
 * doubled word stays ("asal2an", "gpp").
 *
 * Malay words Indonesian shares are read once, by the Singlish and
 * Manglish module's entries (`lexicon_singlish.ts`: "tepat waktu",
 * "ramah", "sopan", "kurang sopan", "bersih", "kotor", "murah", "agak
 * mahal", "masih bocor", "bocor lagi", "tipu", "sangat jujur", "tidak",
 * "bukan", "belum", "sangat", "tapi", "harga", "kebersihan", "tak apa");
 * they are not repeated here. Bare "jujur" moved here from there: it is
 * honesty only when said of a person ("orangnya jujur", "yang jujur",
 * "jujur banget"), not as the filler "jujur aja", "jujur," (to be
 * honest), which README's "Fillers make no aspect" leaves unlabelled.
 *
 * Words that are also English or another language's stay in phrases or
 * out: "mahal" is Tagalog "love" (read only in phrases), "ga" is the
 * Japanese subject particle ("ryōkin ga takai"), so it negates only
 * inside phrases ("ga sopan"); "gak", "nggak", "enggak", "tdk" and
 * "tanpa" negate. "Dan" is a name and joins no clauses; "tp" is also
 * toilet paper, but as "tapi" it is far more often "but". "PHP" (a
 * promise that came to nothing, "pemberi harapan palsu") is also the
 * programming language: it is read only as "PHP banget", "kena PHP".
 * "Banget", "bgt" and "parah" strengthen, as Singlish's "sangat" does
 * ("parah" alone is the reviewer's exasperation, no aspect); "baik"
 * alone is "fine", warm only in "orangnya baik".
 *
 * Stock praise ("mantul", "bagus", "keren", "recommended bgt", and
 * Singlish's "mantap") names no aspect (tests/eval/README.md); said of
 * the result ("hasilnya bagus", "kerjanya rapi") it is quality. "Rapi"
 * of the work is quality, of the house left behind cleanliness
 * ("rumahnya rapi lagi"); "berantakan" is the mess left, and of the
 * wiring quality. "Lumayan" alone is neutral ("lumayan lah"), and a word
 * of degree before another ("lumayan mahal", "lumayan lama"). "Gercep"
 * (quick off the mark) is scheduling only of coming ("gercep datang");
 * of the work it is no aspect. "Fast respon" is communication; "susah dihubungi",
 * nobody answering, scheduling (tests/eval/README.md, "The phone").
 *
 * @module
 */
import type { AspectId } from "../schemas/mod.ts";
import { phraseWords } from "./lexicon_spellings.ts";
import type { LanguageTables } from "./lexicon_spellings.ts";

/** Words of degree after a verdict ("mahal banget", "telat parah"). */
const VERY = "{banget|bgt|bngt|bener|sekali|parah|pol|amat}";

/** Words of money a verdict is said of ("harganya masuk akal"). */
const BILL =
  "{harga|harganya|biaya|biayanya|ongkos|ongkosnya|tarif|tarifnya|price|prices|quote|quotenya|cost}";

/** The result of the work ("hasilnya", "kerjanya", "pemasangannya"). */
const RESULT =
  "{hasilnya|hasil kerjanya|kerjanya|kerjaannya|pengerjaannya|pemasangannya|pasangnya|instalasinya|finishingnya}";

/**
 * Verbs of coming, as alternatives ("datang", "dateng", "nyampe"); not
 * "sampai", which is also "until" ("nunggu sampai besoknya"), nor
 * "muncul", said of a fault come back.
 */
const COMING =
  "datang|dateng|datangnya|datengnya|nyampe|nyampai|came|showed up|come";

/** Verbs of coming, as a group. */
const CAME = `{${COMING}}`;

/** Indonesian cues, per aspect. */
export const INDONESIAN_ASPECT_CUES: Readonly<
  Record<AspectId, readonly string[]>
> = {
  punctuality: [
    "{telat|terlambat|ngaret|jam karet|kesiangan} ~ -1",
    `{ngaret|telat} ${VERY} ~ -2`,
    `${CAME} {lebih awal|lebih pagi|duluan|pas waktunya|sesuai jadwal|sesuai janji|ontime} ~ +1`,
    "{nggak|gak|ga|enggak|ngga|gk|tdk} {dateng|datang|jadi dateng|jadi datang} ~ -2 F",
  ],
  scheduling: [
    `gercep {banget|bgt|bngt|parah|} {${COMING}|ke rumah|kesini|ke sini} ~ +1`,
    `${CAME} {gercep|langsung|hari itu juga|di hari yang sama|besoknya|besok paginya|keesokan harinya|dalam sejam|kurang dari sejam} ~ +1`,
    `${CAME} * {malam malam|malem malem|tengah malam|tengah malem|malam natal|malam tahun baru|hari libur|tanggal merah|malam|malem|subuh} ~ +1`,
    "{susah|sulit|gak bisa|nggak bisa|ga bisa|tidak bisa} {banget|bgt|} {dihubungi|ditelpon|ditelepon} ~ -2",
    "{telpon|telponnya|telepon|teleponnya} {gak|nggak|ga|tidak|enggak} {diangkat|diangkat angkat} ~ -2 F",
    "{booking|book|bookingnya|pesan|pesen|janjian|bikin janji|reservasi|jadwalin} * {ribet|susah|repot} ~ -1",
    "{booking|bookingnya|pesan|pesen|janjian|bikin janji|reservasi|jadwalin} * {gampang|mudah|cepet|cepat} ~ +1",
    "{dibatalin|dibatalkan|dicancel|diundur|diundur lagi|direschedule|diresched} ~ -1",
    "{nunggu lama|nunggunya lama|lama nunggu|antri lama|antre lama|nunggu berminggu minggu|nunggu berbulan bulan} ~ -1",
    "{selesai|kelar|beres} {sesuai jadwal|sesuai janji|tepat waktu|lebih cepat dari jadwal} ~ +1",
  ],
  price: [
    "{terjangkau|murah meriah|ramah di kantong|ramah kantong|harga bersahabat|harganya bersahabat|harga miring} ~ +1",
    `${BILL} * {masuk akal|terjangkau|bersahabat|wajar} ~ +1`,
    `mahal {${VERY.slice(1, -1)}|sih|ya|lho|loh|dong|kok|juga sih} ~ -1`,
    "{kemahalan|kmahalan|lumayan mahal|cukup mahal|rada mahal|kok mahal|mahal amat} ~ -1",
    `${BILL} * mahal ~ -1`,
    "lumayan murah ~ +1",
    "{getok|digetok|nggetok|ngegetok|getok harga|main getok|nembak harga|harga tembak|dimark up|di mark up} ~ -2",
    "{buang buang duit|buang2 duit|buang buang uang|buang2 uang|buang duit|buang uang} ~ -2",
    "{bisa nego|nego turun|dikasih diskon|dikasi diskon|dapet diskon|dapat diskon|dikasih potongan|dapet potongan|dapat potongan|potongan harga|diskon} ~ +1",
    "{nggak|gak|ga|tidak} {dicharge|dicas|ditagih|bayar} {lagi|apa apa|sepeser pun|} ~ +1 F",
    "{harga pasaran|harga standar|harga normal|harga rata rata|harga umum} ~ 0 S R",
  ],
  quality: [
    `${RESULT} ~ 0 W`,
    `${RESULT} {bagus|mantap|mantul|keren|rapi|rapih|oke|memuaskan|sempurna|halus|kinclong|top} ~ +2`,
    "{looks|look|looked|keliatan|kelihatan|kelihatannya|tampilannya} {bagus|mantap|mantul|keren|rapi|rapih|cakep|kece} ~ +2",
    "{asal asalan|asal2an|asalan|asal jadi|asal pasang|ngasal|ngasal banget|amburadul} ~ -2",
    "{lurus|presisi} ~ +1",
    "{miring|mencong|bengkok|nggak lurus|gak lurus|ga lurus} ~ -1",
    "awet ~ +1",
    "{masih|still|tetep|tetap|tetep aja|tetap saja} {kebanjiran|banjir|rembes|mampet|netes|menetes|berisik|bau|rusak|ngadat|konslet|korslet|njeglek|anjlok|error} ~ -2 F",
    "{rusak|mampet|netes|rembes|ngadat|konslet|korslet|njeglek|kebanjiran} lagi ~ -2",
    "{udah|sudah|dah} * {bulan|minggu|tahun} {aman|lancar|nggak bocor|gak bocor|ga bocor|nggak mampet|gak mampet|no problem|no problems|no issues|no backups|no leaks|no clogs} ~ +2 F",
    "{kabel|kabelnya|pipa|pipanya|wiring|wires|instalasinya|pemasangannya} * berantakan ~ -2",
  ],
  professionalism: [
    `{sabar|sweet} ${VERY} ~ +1`,
    "{sabar|penyabar|orangnya baik|baik orangnya|baik hati banget|santun} ~ +1",
    "{bikin|membuat|bikin aku|bikin gue|bikin kami|bikin kita} {saya|aku|gue|gw|kami|kita|} {tenang|nggak panik|gak panik|ga panik|tidak panik|nyaman|nggak takut|gak takut|ga takut} ~ +1",
    "{jutek|judes|ketus|galak|songong|belagu|nyolot|ngegas} ~ -2",
    "{jawabnya|jawabannya|dijawab|answered|replied|ngomongnya|omongannya|nadanya} {pendek pendek|pendek2|singkat singkat|ketus|kasar|judes|jutek} ~ -1",
    "{ga sopan|ga ramah|ga profesional|gk sopan} ~ -2 F",
    "lupa {nutup|nutupin|tutup|menutup|ngunci|ngunciin|mengunci} ~ -1",
    "{cuek|main hp|main hp terus|sibuk main hp|pegang hp terus|sibuk sama hp} ~ -1",
  ],
  communication: [
    "{fast respon|fast resp|fast response|quick respon|respon cepat|respons cepat|responnya cepat|responnya cepet|cepat tanggap|responsif|fast reply} ~ +1",
    "{langsung|cepet|cepat|gercep} {dibales|dibalas|direspon|bales|balas|respon} ~ +1",
    "{slow respon|slow resp|respon lambat|responnya lambat|responnya lama|lama balesnya|balesnya lama|lama dibales|cuma di read|cuma diread|read doang} ~ -1",
    "{gak|nggak|ga|enggak|tidak} {dibales|dibalas|direspon|ada kabar|ngabarin} ~ -2 F",
    "{ngabarin|dikabarin|ngasih kabar|kasih kabar|wa dulu|wa'd|di wa|nge wa|chat dulu|nelpon dulu|telpon dulu} ~ +1",
    "{tanpa kabar|tanpa ngabarin|hilang kabar|ngilang|menghilang|ghosting|dighosting|di ghosting} ~ -2",
    "{dijelasin|jelasin|menjelaskan|dijelaskan|penjelasannya jelas} ~ +1",
    "{alasannya|alasan|jawabannya|ceritanya|infonya|katanya} {beda beda|beda2|lain lain|berubah ubah|ganti ganti} ~ -1",
    "{told|mentioned|explained|warned|bilang|ngasih tau|ngasih tahu|kasih tau|kasih tahu|infoin} * dari awal ~ +1",
    "{told|mentioned|explained|warned|bilang|ngasih tau|ngasih tahu|kasih tau|kasih tahu|dikasih tau|dikasih tahu|infoin|diinfoin} {us|me|saya|kami|} * {fee|fees|biaya|biayanya|charge|charges|cost|costs|ongkos|ongkosnya} dari awal ~ +1",
    "{just|cuma|cuman|hanya|only} satu angka ~ -1",
  ],
  cleanliness: [
    "{berantakan|jorok} ~ -1",
    "{ninggalin|ninggal|meninggalkan|ditinggal|ditinggalin} * {sampah|kotoran|debu|lumpur|kardus|bekas|puing} ~ -1",
    "{rumah|rumahnya|ruangan|ruangannya|lantai|lantainya|dapur|dapurnya|kamar|kamarnya|garasi|tempatnya} * {rapi|rapih|kinclong} ~ +1",
    "{dirapiin|dirapikan|dirapihin|rapiin|rapihin} ~ +1",
    "{bawa pulang|dibawa pulang|diangkut|dibuang} * {sampah|sampahnya|daun|kardus|kardusnya|bekas|puing|potongan} ~ +1",
    "{lepas|copot|buka|lepasin|copotin} sepatu ~ +1",
  ],
  expertise: [
    "{jago|jagoan|ahli|ahlinya|handal|andal|terampil|cekatan|paham banget|ngerti banget|tau banget|tahu banget} ~ +1",
    "{cuma|cuman|hanya|just|only} {dari|denger|dengar} {suara|suaranya} ~ +1",
    "{salah diagnosa|salah diagnosis|diagnosanya salah|salah ganti} ~ -2",
    "{ganti|diganti|gantiin|replaced} * {ternyata|eh ternyata|, ternyata|, eh ternyata} {masalahnya|problemnya|rusaknya|penyebabnya|biang keroknya} ~ -2",
  ],
  honesty: [
    "{orangnya|dia|mereka|teknisinya|tukangnya|yang|paling|super|very|so|was|is|are|were} jujur ~ +1",
    `jujur {${VERY.slice(1, -1)}|orangnya} ~ +1`,
    "{tidak|tak|nggak|gak|ga|enggak|kurang} jujur ~ -2 F",
    "{ketipu|tertipu|ditipu|nipu|ngibul|dibohongin|dibohongi|bohong|boong|tukang tipu} ~ -2",
    "{maksa|maksain|memaksa|dipaksa|ngotot|nawarin terus|jualan terus|hard selling} ~ -2",
    "{sesuai|sama persis|persis} {with|dengan|sama|kayak|kaya|seperti|} {the quote|quote|quotenya|penawaran|penawarannya|estimasi|estimasinya|harga awal|kesepakatan|yang dijanjikan|yang disepakati} ~ +1",
    "{nggak|gak|ga|tidak|enggak|gk} {perlu|usah} {ganti|diganti|beli|beli baru|ganti baru|ganti unit} ~ +2 F",
  ],
};

/** General opinion words in Indonesian (no aspect of their own). */
export const INDONESIAN_GENERAL_CUES: readonly string[] = [
  // Stock praise: "mantul", "bagus", "keren" alone name no aspect.
  "{mantul|mantep|mantab|mantabs|mantap jiwa|keren|kece|juara|top markotop|memuaskan|puas|puas banget} ~ +2",
  "{bagus|rapi|rapih|rekomen|rekomended|recommended bgt|gercep|masuk akal} ~ +1",
  "{kecewa|mengecewakan|jelek|buruk|payah|nyebelin|ngeselin|zonk|ampas} ~ -2",
  "{kapok|ogah lagi|nggak lagi lagi|gak lagi lagi} ~ -2 F",
  "ribet ~ -1",
  // A promise that came to nothing: "PHP banget", the reviewer's letdown.
  "{php banget|php bgt|kena php|di php|dikasih php|dikasi php|pemberi harapan palsu} ~ -2",
  // Lukewarm: "lumayan lah", "standar", "biasa aja".
  "{lumayan|lumayan lah|standar|standart|standar lah|biasa aja|b aja|so so lah} ~ 0",
  // Complaints taken back, as "not their fault" does.
  "{namanya juga|maklum|maklumlah|dimaklumi|wajar lah|wajar sih} ~ 0 F",
];

/**
 * Phrases that look like Indonesian cues but are none: the price range of
 * the options ("dari yang murah sampai yang mahal"), a price said to be
 * relative ("mahal murah itu relatif"), the minutes of work as the bill's
 * measure ("10 menit kerja"), "lumayan" as a word of degree before a word
 * that is no cue ("lumayan lama"), "jujur" as a filler ("jujur aja"), and
 * equipment said to be still good ("masih bagus": no verdict on work).
 */
export const INDONESIAN_NEUTRALIZERS: readonly string[] = [
  "{dari|mulai dari} yang {murah|paling murah|mahal|paling mahal} {sampai|sampe|hingga|ke} yang {mahal|paling mahal|murah|paling murah}",
  "{mahal murah|murah mahal|mahal atau murah|murah atau mahal}",
  "{menit|jam} {kerja|kerjanya}",
  "lumayan {lama|jauh|banyak|sering|gede|besar|berat}",
  "{jujur aja|jujur saja|jujur ya|jujur sih|jujur deh|sejujurnya|kalau mau jujur|kalo mau jujur}",
  "{masih|still} {bagus|oke|layak|bisa dipake|bisa dipakai}",
];

/**
 * Indonesian words that negate what follows ("nggak rapi", "tanpa
 * ngabarin"). Not "ga", the Japanese particle; "tidak", "bukan" and
 * "belum" are the Singlish module's.
 */
export const INDONESIAN_NEGATORS: readonly string[] = [
  "nggak",
  "gak",
  "enggak",
  "ngga",
  "engga",
  "gk",
  "tdk",
  "kagak",
  "tanpa",
];

/**
 * Indonesian words that strengthen an opinion word; most come after it
 * ("mahal banget"), where the phrases that need them hold them.
 */
export const INDONESIAN_INTENSIFIERS: readonly string[] = [
  "banget",
  "bgt",
  "bngt",
  "sekali",
  "parah",
  "paling",
  "sungguh",
];

/** Indonesian words that start a contrasting clause ("tp": "tapi"). */
export const INDONESIAN_CONTRAST_WORDS: readonly string[] = [
  "tp",
  "tpi",
  "namun",
  "walaupun",
  "meskipun",
  "sayangnya",
];

/** Indonesian words that join two clauses, as "and then" does. */
export const INDONESIAN_AND_WORDS: readonly string[] = ["kemudian", "serta"];

/** Names of aspects in Indonesian sub-ratings ("Kualitas 4/5"). */
export const INDONESIAN_SUB_RATING_LABELS: ReadonlyArray<[string, AspectId]> = [
  ["kualitas", "quality"],
  ["pengerjaan", "quality"],
  ["hasil", "quality"],
  ["kerapian", "cleanliness"],
  ["keramahan", "professionalism"],
  ["kesopanan", "professionalism"],
  ["pelayanan", "professionalism"],
  ["ketepatan", "punctuality"],
  ["keahlian", "expertise"],
  ["biaya", "price"],
  ["ongkos", "price"],
  ["tarif", "price"],
];

/** Answers that deny a question before them ("Murah? Nggak juga."). */
export const INDONESIAN_NO_ANSWERS: readonly (readonly string[])[] =
  phraseWords([
    "nggak",
    "gak",
    "enggak",
    "nggak juga",
    "gak juga",
    "ga juga",
    "sama sekali nggak",
    "sama sekali gak",
    "nggak sama sekali",
    "gak sama sekali",
    "boro boro",
    "kagak",
  ]);

/** Answers that grant a question only in part ("Mahal? Lumayan."). */
export const INDONESIAN_HEDGE_ANSWERS: readonly (readonly string[])[] =
  phraseWords(
    [
      "lumayan",
      "lumayan lah",
      "agak",
      "dikit",
      "sedikit",
      "gitu deh",
      "ya gitu deh",
      "bisa dibilang",
      "mungkin",
      "tergantung",
    ],
  );

/**
 * Words that wave a complaint off ("40 min telat, tapi dia WA dulu, jadi
 * gpp"): the labelled sets make it neutral (softeners.ts).
 */
export const INDONESIAN_WAVE_OFFS: readonly (readonly string[])[] = phraseWords(
  [
    "gpp",
    "gapapa",
    "gak papa",
    "nggak papa",
    "ga papa",
    "gak apa apa",
    "nggak apa apa",
    "ga apa apa",
    "tidak apa apa",
    "gak apa2",
    "nggak apa2",
    "ga apa2",
    "namanya juga",
    "yaudah",
    "ya udah lah",
    "yaudahlah",
    "gak masalah",
    "nggak masalah",
    "ga masalah",
    "bukan masalah",
    "maklum",
  ],
);

/** The Indonesian tables, as `lexicon_languages.ts` joins them. */
export const INDONESIAN_TABLES: LanguageTables = {
  aspectCues: INDONESIAN_ASPECT_CUES,
  general: INDONESIAN_GENERAL_CUES,
  negators: INDONESIAN_NEGATORS,
  intensifiers: INDONESIAN_INTENSIFIERS,
  andWords: INDONESIAN_AND_WORDS,
  contrastWords: INDONESIAN_CONTRAST_WORDS,
  subRatingLabels: INDONESIAN_SUB_RATING_LABELS,
  neutralizers: INDONESIAN_NEUTRALIZERS,
  noAnswers: INDONESIAN_NO_ANSWERS,
  hedgeAnswers: INDONESIAN_HEDGE_ANSWERS,
  waveOffs: INDONESIAN_WAVE_OFFS,
};
