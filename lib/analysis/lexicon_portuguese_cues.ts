/**
 * The Portuguese cues, one list per aspect, and the general opinion words
 * (`lexicon_portuguese.ts` tells how they are written, what they leave out,
 * and joins them with the other tables): "pontual", "chegou no horário",
 * "atrasou" and "deu o cano"; "é um parto" to book; "caríssimo",
 * "salgado", "facada", "os olhos da cara", "preço justo"; "caprichou",
 * "bem feito", "gambiarra", "ficou torto"; "gente boa", "atencioso",
 * "grosso"; "explicou", "não retornou", "sem avisar"; "limpou tudo",
 * "largou a sujeira"; "manja", "matou a charada", "batendo cabeça";
 * "cara de pau", "enrolou", "nem tentou vender nada".
 *
 * @module
 */
import type { AspectId } from "../schemas/mod.ts";

/** He, she or they came ("chegou", "chegaram", "veio", "vieram"). */
const CAME = "{chegou|chegaram|veio|vieram|apareceu|apareceram}";

/** Did not ("não", "nem"), as a word of its own. */
const NOT = "{não|nem}";

/** Told, let us know ("avisou", "ligou", "mandou mensagem"). */
const TOLD =
  "{avisou|avisaram|me avisou|me avisaram|nos avisou|ligou antes|ligaram antes|mandou mensagem|mandaram mensagem|me ligou|me ligaram|nos ligou|retornou|retornaram}";

/**
 * Portuguese cues, per aspect, with brace groups, written with their
 * accents (`lexicon_portuguese.ts` adds the spellings without them).
 */
export const PORTUGUESE_CUES: Readonly<Record<AspectId, readonly string[]>> = {
  punctuality: [
    "{pontual|pontuais|pontualíssimo|pontualíssima|pontualidade} ~ +1",
    `${CAME} {no horário|na hora|na hora certa|no horário certo|no horário marcado|cedo|adiantado|adiantada|antes da hora|pontualmente|certinho} ~ +1`,
    "{atrasou|atrasaram|atrasadíssimo|atrasadíssima} ~ -1",
    `${CAME} {atrasado|atrasada|atrasados|tarde|super atrasado|muito atrasado|horas depois} ~ -1`,
    "{deu o cano|deram o cano|deu cano|deram cano|deu um bolo|deram um bolo|deu bolo|furou comigo|furaram comigo} ~ -2",
    `${NOT} {apareceu|apareceram|deu as caras|deram as caras} ~ -2 F`,
    `${CAME} em cima da hora ~ 0 F`,
  ],
  scheduling: [
    "{ninguém|ninguem} {atende|atendeu|atendia|atendem} ~ -2 F",
    `${NOT} {atende|atendem|atendeu|atenderam|atendiam} {o telefone|telefone|as ligações|} ~ -2 F`,
    "{marcar|agendar|conseguir horário|conseguir um horário} {com eles|com ele|com ela|} {é|foi} um parto ~ -2",
    "{é|foi} um parto {marcar|agendar|conseguir horário} ~ -2",
    `{vieram|veio|atenderam|atendeu|resolveram|resolveu} no mesmo dia ~ +1`,
    "{semanas|meses} {esperando|de espera} ~ -1",
  ],
  price: [
    "{caríssimo|caríssima|caríssimos|caríssimas} ~ -2",
    "{salgado|salgada|salgadíssimo|salgadíssima} ~ -1",
    "{foi uma|uma|que|levei uma|levamos uma} facada ~ -2",
    "{custou|custa|custaram|cobraram|cobrou|paguei} os olhos da cara ~ -2",
    "{paguei|pagamos|custou} um rim ~ -1",
    "{preço|preços|valor|valores|orçamento} {justo|justos|honesto|camarada|bom|ótimo|em conta|razoável|acessível} ~ +1",
    "{saiu|ficou|foi|bem} em conta ~ +1",
    `{tava|estava|foi|saiu|ficou} justo ~ +1`,
    `${NOT} {cobrou|cobraram} {nada|taxa|a visita|a taxa|extra|a mais} ~ +1 F`,
    "{cobrou|cobraram} {a mais|um absurdo|uma fortuna|caro} ~ -2",
    "{preço|valor} {ok|normal|razoável|na média} ~ 0 S R",
  ],
  quality: [
    "{caprichou|caprichado|caprichada|caprichados|capricharam|caprichoso|um capricho} ~ +2",
    // "Ficou" (turned out) says the result; "tá ótimo" may say anything.
    "{ficou|ficaram} {lindo|linda|lindos|perfeito|perfeita|ótimo|ótima|impecável|show|um show|como novo|como nova|novinho|novinha|uma beleza} ~ +2",
    "{ficou|ficaram} {torto|torta|tortos|tortas|mal feito|malfeito|horrível|uma porcaria|uma porca} ~ -2",
    "{ficou|ficaram} mais ou menos ~ 0 S R",
    "{bem feito|bem feita|bem feitos|benfeito|serviço de primeira|trabalho de primeira} ~ +1",
    "{mal feito|mal feita|malfeito|malfeita|porco|porcaria|serviço porco|trabalho porco} ~ -2",
    "{gambiarra|gambiarras|gambiarrada} ~ -2",
    "{vazando|pingando} de novo ~ -2 F",
    "{continua|continuou|voltou a} {vazando|pingando|vazar|pingar|dar problema} ~ -2 F",
    "{sem resolver|não resolveu|não resolveram|nada resolvido} ~ -2 F",
    "{funciona|funcionando|funcionou} {perfeitamente|direitinho|que é uma beleza|uma maravilha} ~ +1",
    "{serviço|trabalho} {ok|normal|razoável|mais ou menos} ~ 0 S R",
    "{sequinho|sequinha|sequinhos} ~ +1",
  ],
  professionalism: [
    "{gente boa|gente fina|sangue bom|um doce|uma doce|um amor de pessoa|uma graça|atencioso|atenciosa|atenciosos|prestativo|prestativa|prestativos|cordial|cordiais} ~ +1",
    "{educado|educada|educados} até ~ 0 F",
    "{muito|super|foi|meio|bem|um|uns|é} {grosso|grossa|grossos|grosseiro|grosseira} ~ -2",
    "{grosseiro|grosseira|grosseiros|estúpido com|ignorante com|mal-educado|mal-educada} ~ -2",
    "{talked|talks|falou|fala|falava} demais ~ -1",
    "{pediu desculpas|pediram desculpas|se desculpou|se desculparam} ~ +1",
  ],
  communication: [
    "{explicou|explicaram|explica} {tudo|direitinho|certinho|bem|cada passo|} ~ +1",
    `${NOT} {explicou|explicaram} ~ -2 F`,
    `${TOLD} ~ +1`,
    `${NOT} {retornou|retornaram|respondeu|responderam|ligou|ligaram|avisou|avisaram|falou nada|falaram nada|mencionou|mencionaram} ~ -2 F`,
    "{ninguém|ninguem} {mencionou|avisou|falou|retornou|respondeu} ~ -2 F",
    "sem {avisar|aviso|dar satisfação|satisfação} ~ -1",
    "{nem uma|nenhuma} {ligação|mensagem|satisfação} ~ -2 F",
    "{me|nos} {deixou|deixaram} no vácuo ~ -2",
    "{fiquei|ficamos} boiando ~ -1",
  ],
  cleanliness: [
    "{limpou|limparam} tudo ~ +1",
    "{deixou|deixaram} {tudo|a casa|o lugar|} {limpo|limpa|limpinho|limpinha|um brinco} ~ +2",
    "{largou|largaram|deixou|deixaram} {a sujeira|sujeira|uma sujeira|tudo sujo|a casa suja|tudo imundo|lixo} ~ -2",
    "{usou|usaram|colocou|colocaram|botou|botaram|use|used|wore} {propé|propés} ~ +1",
    "sem {propé|propés} ~ -2 F",
    "{entrou|entraram|pisou|pisaram} {de|com} {sapato|sapatos|bota|botas} ~ -2",
  ],
  expertise: [
    "{manja|manjam|manjava|manjou} {muito|demais|do assunto|do riscado|} ~ +1",
    "{matou a charada|mataram a charada} ~ +2",
    "{batendo cabeça|bateu cabeça|bateram cabeça} ~ -1",
    "{sabe|sabia|entende|entendia} {muito|} do {assunto|riscado|que faz|que está fazendo} ~ +1",
    `{não sabia|no idea|não tinha ideia} o que {tava|estava} fazendo ~ -2 F`,
  ],
  honesty: [
    "{cara de pau|malandragem|malandro|malandros|picareta|picaretas|trambiqueiro|trambique} ~ -2",
    "{enrolou|enrolaram|enrolação|me enrolou|nos enrolou} ~ -1",
    "{me passou|nos passou|me passaram|nos passaram} pra trás ~ -2",
    `${NOT} {tentou|tentaram} {vender|empurrar} nada ~ +1 F`,
    "{zero|sem} pressão {pra|para} {fechar|comprar|vender} ~ +1",
    "{resolveram|resolveu} {tudo|} na garantia ~ +1",
    "{honestíssimo|honestíssima|gente honesta} ~ +1",
  ],
};

/**
 * General opinion words in Portuguese (no aspect of their own): "ótimo",
 * "muito bom", "nota 10", "péssimo"; "mais ou menos" and "nada demais"
 * lukewarm.
 */
export const PORTUGUESE_GENERAL: readonly string[] = [
  "{ótimo|ótima|ótimos|ótimas|maravilhoso|maravilhosa|excelente demais|show de bola|nota 10|nota dez|top demais|recomendo demais|super recomendo} ~ +2",
  "{muito bom|muito boa|muito bons|bom demais|boa demais} ~ +1",
  "{péssimo|péssima|péssimos|horrível|uma merda|um lixo|uma porcaria} ~ -2",
  `{não|nem} {foi|é|era|tava} {bom|boa} ~ -1 F`,
  "{nada demais|nada de mais|mais ou menos} ~ 0 F",
];
