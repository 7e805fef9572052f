/**
 * More Portuguese cues, for reviews written mostly in Brazilian Portuguese
 * rather than English with Portuguese mixed in: the everyday words of each
 * aspect and their WhatsApp shorthand ("vc", "mt", "td", "tb"), as
 * `lexicon_portuguese_cues.ts` holds the first ones ("tava aqui em 40
 * minutos", "encaixou a gente", "desmarcaram"; "valeu cada centavo", "um
 * roubo", "dinheiro jogado fora"; "entupiu de novo", "ficou um sonho";
 * "simpática", "respeitoso", "como se eu fosse burra"; "mandou o vídeo",
 * "ninguém dava satisfação"; "deixaram lama", "tirou o sapato";
 * "descobriu em 5 minutos", "errou o diagnóstico"; "zero surpresa",
 * "tentou me empurrar", "golpe"). `lexicon_portuguese.ts` adds their
 * spellings without accents and joins them.
 *
 * Short words that are also Spanish or English stay inside phrases:
 * "seco" (dry), "alto" (high, tall), "absurdo", "amor", "paciente" (a
 * patient), "lama", "terra", "pó", "golpe" (a blow, in Spanish).
 *
 * @module
 */
import type { AspectId } from "../schemas/mod.ts";

/** He, she or they came ("chegou", "tava aqui"). */
const CAME =
  "{chegou|chegaram|veio|vieram|apareceu|apareceram|tava aqui|estava aqui|tavam aqui|estavam aqui|tava lá|estava lá}";

/** Within a short time ("em 40 minutos", "em meia hora"). */
const SOON =
  "em {menos de|} {meia hora|meia horinha|uma hora|1 hora|uma horinha|* minutos|* min|minutos}";

/** Found, worked out ("achou", "descobriu", "matou"). */
const FOUND =
  "{achou|acharam|descobriu|descobriram|encontrou|encontraram|identificou|identificaram|diagnosticou|diagnosticaram}";

/** Left behind ("deixaram", "largou"). */
const LEFT = "{deixou|deixaram|largou|largaram}";

/** The mess left behind ("lama", "pó de gesso", "entulho"). */
const MESS =
  "{lama|barro|pó|poeira|terra|folha|folhas|entulho|caco|cacos|caixa|caixas|lixo|pegada|pegadas|serragem|resto|restos|marca de sapato|marcas de sapato|marca de bota|marcas de bota}";

/** Manners words about a person ("simpática", "respeitoso"). */
const KIND =
  "{simpático|simpática|simpáticos|simpáticas|simpaticíssimo|simpaticíssima|uma simpatia|um amor|uma amor|um amorzinho|um fofo|uma fofa|fofo demais|fofa demais|um querido|uma querida|um anjo|uma gracinha|respeitoso|respeitosa|respeitosos|gentil|gentis|gentileza|educadíssimo|educadíssima|super educado|super educada|super educados|mt educado|mt educada|mto educado|mto educada|com a maior paciência|com muita paciência|com toda paciência|muito paciente|super paciente|bem paciente|mt paciente|pacientes demais|paciente demais|paciência de santo}";

/** Brazilian cues per aspect, after the first table. */
export const PORTUGUESE_BRAZIL_CUES: Readonly<
  Record<AspectId, readonly string[]>
> = {
  punctuality: [
    `${CAME} * {h|hora|horas|1h|2h|3h|4h|5h} {atrasado|atrasada|atrasados|atrasadas|de atraso} ~ -1`,
    "{chegou|chegaram|chegando} * depois {do fim da janela|da janela|do horário|do horário marcado|da hora marcada|do combinado|do marcado} ~ -1 F",
    "{chegou|chegaram} {no começo|no comecinho|no início|logo no começo|logo no início|dentro|bem no começo} da janela ~ +1",
    "{chegou|chegaram|veio|vieram} {certinho|certinhos|na hora combinada|no horário combinado|na hora marcada|na horinha|no horário certinho|antes do horário} ~ +1",
    "{nunca|ninguém|ninguem} {apareceu|apareceram|aparecer|veio|vieram|vir|deu as caras} ~ -2 F",
    "{nunca|jamais} {faltaram|faltou|falharam|falhou|atrasaram|atrasou|furaram|furou} ~ +1 F",
    "{me|nos} {deixou|deixaram} esperando ~ -1",
    "{esperei|esperamos|esperando} {a manhã toda|a tarde toda|o dia todo|o dia inteiro|a manhã inteira|a tarde inteira} ~ -1",
    "{pontualidade|pontual} {nota 10|nota dez|britânica|impecável|total} ~ +2",
  ],
  scheduling: [
    `${CAME} ${SOON} ~ +1`,
    `${SOON} * ${CAME} ~ +1`,
    "{da noite|de madrugada|da madrugada} e * {tava|estava|tavam|estavam|chegou|chegaram} aqui ~ +1",
    "{no mesmo dia|na mesma tarde|na mesma manhã|na mesma noite|no mesmo dia que liguei} ~ +1 F",
    "{vieram|veio|atenderam|atendeu|resolveram|resolveu|trocaram|trocou|consertou|consertaram|mandaram alguém|mandou alguém} no dia seguinte ~ +1",
    "{encaixou|encaixaram|conseguiu encaixar|conseguiram encaixar|me encaixou|nos encaixou|me encaixaram|nos encaixaram} ~ +1",
    "{até num|até no|até em|até de|mesmo num|mesmo no|mesmo em|mesmo de|em pleno} {sábado|domingo|feriado} ~ +1 F",
    "{desmarcou|desmarcaram|desmarcando|remarcou|remarcaram|remarcando|adiou|adiaram|cancelou em cima|cancelaram em cima|cancelaram de novo|cancelou de novo|desmarcaram de novo} ~ -1",
    "{atrasou|atrasaram|atrasada|atrasado} * {do prazo|semanas|meses} ~ -1",
    "{passou|passaram|estourou|estouraram|furou|furaram} {do prazo|o prazo} ~ -1",
    "{no prazo|dentro do prazo|antes do prazo|no prazo combinado|no prazo prometido} ~ +1 F",
    "{exatamente|bem|tudo|certinho} como {tinham prometido|haviam prometido|prometeram|prometido|foi prometido} ~ +1",
    "{era pra|era para|prometeram|disseram que ia} {durar|levar|ficar pronto|terminar} * {durou|levou|demorou|terminou} ~ -1 F",
    "{demorou|demoraram|demorando|demora} * {semanas|meses|dois meses|um mês|uma semana|séculos|uma eternidade} ~ -1",
    "{semanas|meses} {pra|para} {chegar|vir|marcar|agendar} ~ -1",
    "{difícil|impossível|um sacrifício} {de|} {marcar|agendar|falar com eles|conseguir horário} ~ -1",
    "{fácil|facinho|super fácil|rapidinho} {de|pra|} {marcar|agendar} ~ +1",
  ],
  price: [
    "{valeu|vale|valeram} {cada centavo|cada real|cada dólar|cada dolar|cada penny|a pena|o investimento|muito a pena|super a pena} ~ +2",
    "{não vale|não valeu|nao vale|nao valeu} {o preço|o que cobram|o que cobraram|a pena|o dinheiro} ~ -2 F",
    "{dinheiro jogado fora|jogar dinheiro fora|joguei dinheiro fora|jogamos dinheiro fora|dinheiro no lixo|dinheiro perdido} ~ -2 F",
    "{um roubo|é roubo|que roubo|isso é um roubo|roubalheira|um assalto|que assalto|é um assalto} ~ -2",
    "{preço|preços|valor|valores|orçamento|cobrança|taxa|conta} {absurdo|absurda|abusivo|abusiva|alto|altíssimo|alta|puxado|puxada|pesado|pesada|exagerado|exagerada|meio alto|meio puxado|bem alto|bem salgado|muito alto|um pouco alto|lá em cima|nas alturas} ~ -1",
    "{achei|acho|acharam} {um absurdo|caro|caríssimo|puxado|salgado|exagerado|abusivo} ~ -1",
    "{achei|acho|achamos} {justo|justíssimo|honesto|barato|baratinho|em conta|razoável|bem razoável|ok o preço|o preço justo|o preço bom|ótimo o preço|um preço bom} ~ +1",
    "{cobraram|cobrou|cobrando|cobram} * {só pra|só para|apenas pra|apenas para} {olhar|ver|dar uma olhada|vir aqui|aparecer} ~ -1",
    "sem cobrar {nada|a visita|extra|um centavo|a mais|nadinha|mais nada} ~ +1 F",
    "{não|nem} {cobrou|cobraram|cobrar} {um centavo|nadinha|a volta|o retorno|a segunda visita|mão de obra} ~ +1 F",
    "{o mais alto|a mais alta|o mais caro|a mais cara|o maior} {dos|das} {três|3|dois|2|quatro|4|orçamentos} ~ -1",
    "{o mais barato|a mais barata|o menor|a menor|o mais em conta|a mais em conta} {dos|das} {três|3|dois|2|quatro|4|orçamentos} ~ +1",
    "{menor|mais barato|mais em conta|abaixo|menos} do que {eu|a gente|nós|} {esperava|esperávamos|imaginava|pensava|achei que ia ser} ~ +1",
    "{mais caro|acima|bem mais|muito mais} do que {eu|a gente|nós|} {esperava|esperávamos|imaginava|pensava} ~ -1",
    "{precinho|preço} {camarada|amigo|de amigo|bom demais|ótimo|excelente|top|bacana|muito bom} ~ +1",
    "{desconto|descontinho} ~ +1 F R",
    "nem {caro|cara|caros|caras} nem {barato|barata|baratos|baratas} ~ 0 F S",
    "{caro pra caramba|caro demais|mt caro|mto caro|super caro|caro pra burro|caro que só} ~ -2",
  ],
  quality: [
    "{entupiu|entupiram|quebrou|quebraram|estragou|vazou|vazando|pingou|pingando|pifou|parou|parou de funcionar|deu problema|deu defeito|desarmou|desligou} {tudo|} de novo ~ -2 F",
    "{continua|continuou|ainda tá|ainda está|ainda ta|segue|seguiu} {soprando ar quente|sem funcionar|não funcionando|quebrado|quebrada|pingando|vazando|entupido|entupida|com problema|com defeito|dando problema|desarmando|fazendo barulho|fazendo o mesmo barulho|do mesmo jeito|igual} ~ -2 F",
    "{ficou|ficaram} {um sonho|um luxo|top|maravilhoso|maravilhosa|sensacional|incrível|bonito|bonita|lindíssimo|lindíssima|caprichado|caprichada|excelente|muito bom|muito boa|perfeitinho|perfeitinha|impecável} ~ +2",
    "{ficou|ficaram} {destruído|destruída|destruídos|destruídas|estragado|estragada|arruinado|arruinada|detonado|detonada|um lixo|uma bagunça|feio|feia|tosco|tosca|um remendo|pior|pior que antes} ~ -2",
    "{remendo|acabamento|emenda} {horrível|feio|feia|mal feito|malfeito|porco|tosco|aparente|torto|péssimo} ~ -2",
    "{trabalho|serviço|acabamento|instalação|obra} {bonito|bonita|lindo|linda|impecável|perfeito|perfeita|caprichado|caprichada|limpo|limpa|de qualidade|de primeira|organizado|organizada} ~ +1",
    "{trabalho|serviço|instalação} {também|tb|tbm|foi|} {ok|normal|razoável|mais ou menos|na média|aceitável} ~ 0 S R",
    "{fios|fiação|cabos|tubos|canos} {todos|tudo|bem|super} {organizados|organizadinhos|arrumadinhos|arrumados|alinhados|certinhos} ~ +1",
    "{funcionando|funciona|funcionou|rodando|roda|gelando|gela|esquentando|esquenta|aquecendo} {melhor que nunca|melhor do que nunca|perfeito|perfeitamente|super bem|mt bem|muito bem|bem demais|que nem novo|que nem nova|como novo|como nova|uma beleza|que é uma beleza|redondinho|lisinho|certinho|sem problema|sem nenhum problema} ~ +1",
    "que nem {novo|nova|novinho|novinha} ~ +1",
    "{passou|passamos|passaram|aprovado|aprovada|aprovou} {na|em} {inspeção|vistoria|fiscalização} ~ +1 F",
    "{reprovou|reprovado|reprovada|reprovaram|não passou|nao passou} {na|em} {inspeção|vistoria|fiscalização} ~ -2 F",
    "{aguentou|aguenta|aguentou firme} * {sem falhar|sem problema|sem nenhum problema|firme} ~ +1",
    "{nunca mais|não deu mais|não teve mais|nunca mais deu|zero} {problema|problemas|vazamento|vazamentos|entupimento} ~ +1 F",
  ],
  professionalism: [
    `${KIND} ~ +1`,
    "{super|muito|bem|mt|mto|extremamente|altamente|bastante|mega} {profissional|profissionais} ~ +1",
    "{profissionalismo|profissionalíssimo|profissionalíssima} ~ +1",
    "{nada|pouco|zero|nenhum|sem} {profissional|profissionalismo} ~ -2 F",
    "falta de {profissionalismo|educação|respeito} ~ -2 F",
    "{antiprofissional|antipático|antipática|antipáticos|mal-humorado|mal-humorada|mal humorado|mal humorada|arrogante|arrogantes|debochado|debochada|sem educação|sem noção|estúpido|estúpida} ~ -2",
    "{nem|não} {simpático|simpática|simpáticos} {nem|e nem} {antipático|antipática|antipáticos} ~ 0 F S",
    "{educado|educada|educados|simpático|simpática|gentil} {o suficiente|até que|até} ~ 0 F",
    "{tom|meio|foi|super|um pouco|mt} {seco|seca|secos|ríspido|ríspida} ~ -1",
    "{seco|seca|ríspido|ríspida} comigo ~ -1",
    "como se eu fosse {burra|burro|idiota|criança|imbecil|retardada|retardado|uma idiota|um idiota|uma criança|analfabeta|analfabeto} ~ -2 F",
    "{me fez sentir|me senti} {burra|burro|idiota|uma idiota|um idiota|uma criança} ~ -2 F",
    "{me tratou|me trataram|nos tratou|nos trataram} {mal|super mal|muito mal|com desprezo|com descaso|como lixo} ~ -2",
    "{me tratou|me trataram|nos tratou|nos trataram} {super bem|muito bem|mt bem|com respeito|com carinho|super bem} ~ +1",
    "{tirou|tiraram} {o sapato|os sapatos|a bota|as botas} ~ +1 also:cleanliness",
    "{pediu desculpa|pediram desculpa|pediu perdão|pediram perdão} ~ +1",
    "{nem|não} {pediu|pediram|pedir|se desculpou|se desculparam} {desculpa|desculpas|perdão|} ~ -1 F",
    "{fez|fizeram} {comentário|comentários|comentarinho|piadinha|piadinhas} {que|sobre|da|do|de} ~ -1",
    "{estacionou|estacionaram} {bloqueando|na frente da garagem|em cima da grama|no gramado} ~ -1",
    "{cuidadoso|cuidadosa|cuidadosos} {com a casa|com o cachorro|com os móveis|com as crianças} ~ +1",
  ],
  communication: [
    "{explicou|explicaram|me explicou|nos explicou} {que|o que|como|por que|porque|qual|tudinho|cada detalhe|em português} ~ +1",
    "{tudo|bem|super|tudinho} {explicadinho|explicado|detalhado|detalhadinho|explicadíssimo} ~ +1",
    "{mandou|mandaram|enviou|enviaram|me mandou|nos mandou} {o vídeo|um vídeo|vídeo|vídeos|foto|fotos|as fotos|um relatório|o relatório|relatório|orçamento detalhado} ~ +1",
    "{relatório|laudo} {com foto|com fotos|detalhado|detalhadinho|completo|com todas} ~ +1",
    "{me mostrou|nos mostrou|mostrou|mostrando|me mostrando} {as raízes|o problema|a peça|a peça velha|a peça antiga|tudo|tudinho|o vídeo|as fotos|a foto|no monitor|na tela|na telinha|onde era|o que era} ~ +1",
    "{falou|falava|explicou} {devagar|devagarinho|com calma|com paciência} ~ +1",
    "{nem|não|nunca} {ligou|ligaram|mandou mensagem|mandaram mensagem|retornou|retornaram} {pra avisar|para avisar|avisando|pra saber|para saber|pra explicar} ~ -2 F",
    "{ligou|ligaram|mandou mensagem|mandaram mensagem|retornou|retornaram} * {pra saber|para saber|pra ver|pra perguntar|pra avisar|avisando} ~ +1",
    "{ninguém|ninguem} {dava|deu|dá|dão|davam|me dava|me deu} {satisfação|notícia|notícias|retorno|resposta} ~ -2 F",
    "{ninguém|ninguem} {respondeu|responde|retorna|retornou|ligou|liga|ligar|avisar|avisou|explicou|falou nada} ~ -2 F",
    "{tinha que|tive que|tenho que|tivemos que} {ficar|} {ligando|cobrando|correndo atrás|ligar mil vezes|implorar} ~ -1 F",
    "sem {ligar|mandar mensagem|dar notícia|dar notícias|retornar|dar retorno|explicação|explicação nenhuma|explicar nada|explicar} ~ -1 F",
    "{não|nem} {ligar|avisar|retornar|explicar|responder|deu satisfação|deram satisfação|deu retorno|deram retorno|deu notícia|me respondeu|respondeu mais} ~ -1 F",
    "{me deixou|me deixaram|nos deixou|nos deixaram} sem {resposta|notícia|notícias|retorno} ~ -2 F",
    "sempre {respondeu|responde|respondia|retornou|retorna|retornava} ~ +1",
    "{respondeu|retornou|responderam|retornaram} {rapidinho|na hora|rápido|no mesmo dia|super rápido} ~ +1",
  ],
  cleanliness: [
    `${LEFT} ${MESS} ~ -2`,
    `${LEFT} {tudo|a casa|o chão|a sala} {sujo|suja|imundo|imunda|uma bagunça|bagunçado|bagunçada|cheio de pó|cheia de pó|cheio de lama|cheia de lama} ~ -2`,
    "{sujou|sujaram|emporcalhou|emporcalharam} {tudo|a casa|o chão|o tapete|o piso|a sala|o carpete} ~ -2",
    "{forrou|forraram|cobriu|cobriram|protegeu|protegeram} {o chão|o piso|os móveis|o sofá|o tapete|tudo} ~ +1",
    "{usou|usaram|colocou|colocaram|botou|botaram|calçou|calçaram|pôs|puseram} {aquelas|aqueles|as|os|uns|umas|} {capinha|capinhas|capa|capas|protetor|protetores|saquinho|saquinhos|sapatilha|sapatilhas} {de sapato|de sapatos|pro sapato|pros sapatos|nos sapatos|nos pés|de pé} ~ +1",
    `${LEFT} {tudo|a casa|o lugar|o banheiro|a cozinha|} {impecável|limpíssimo|limpíssima|cheiroso|cheirosa|arrumadinho|arrumadinha|organizado|organizada|brilhando|um brinco|um espelho|mais limpo do que antes|mais limpa do que antes} ~ +2`,
    "{nem parecia|nem parece|nem dava pra ver} que {tinha tido|teve|tinha tido uma|teve uma} obra ~ +1 F",
    "{limparam|limpou|varreu|varreram|aspirou|aspiraram} {tudo|tudinho|a bagunça|depois|antes de ir embora|antes de sair} ~ +1",
    "sem {sujeira|bagunça|deixar sujeira|deixar bagunça|fazer sujeira|fazer bagunça} ~ +1 F",
  ],
  expertise: [
    `${FOUND} * em {meia hora|meia horinha|uma hora|1 hora|* minutos|* min|minutos|segundos|dois tempos|um minuto} ~ +2`,
    "{já sabia|sabia na hora|já sabia na hora|sacou na hora|sacou|matou na hora} o que era ~ +2",
    "{errou|erraram|errando} {o diagnóstico|o problema|o defeito|feio} ~ -2",
    "{diagnóstico|diagnóstico todo} errado ~ -2",
    "{trocou|trocaram} {peça|peças|a peça|as peças} que não {era|eram} o problema ~ -2 F",
    "{não sabia|nao sabia|não sabiam|não fazia ideia} o que {fazer|tava fazendo|estava fazendo|era} ~ -2 F",
    "{conhece|conhecia|entende|entendia|sabe} {muito|demais|tudo} ~ +1",
    "{experiente|experientes|competente|competentes|craque|um craque|fera no assunto} ~ +1",
    "{incompetente|incompetentes|amador|amadores|despreparado|despreparada} ~ -2",
  ],
  honesty: [
    "{zero|nenhuma|nada de} {surpresa|surpresas|surpresinha|taxa escondida|taxas escondidas} ~ +1 F",
    "sem {surpresinha|taxa escondida|taxas escondidas} ~ +1 F",
    "{exatamente|certinho|igualzinho|bem} o {valor|preço} do orçamento ~ +1",
    "{bateu|bateu certinho|bateu com|igual ao|igualzinho ao|conforme o} {o orçamento|orçamento|com o orçamento} ~ +1",
    "{veio|saiu|ficou|cobraram} {mais caro|bem mais caro|muito mais|acima|bem acima} {que|do que|do} {o orçamento|orçamento|combinado|o combinado|prometido} ~ -2 F",
    "{taxa|taxas|cobrança|cobranças|tarifa} {escondida|escondidas|surpresa|surpresas|extra|extras|a mais} ~ -1",
    "{taxa|taxas|cobrança|tarifa} * que {ninguém|ninguem|ninguém me|ninguém nos} {mencionou|avisou|falou|comentou} ~ -2 F also:communication",
    "{tentou|tentaram|tentando|quis|quiseram} {me|nos|} {empurrar|vender|enfiar|forçar} ~ -1",
    "{pressionou|pressionaram|pressionando|forçou a barra|forçaram a barra|forçando a barra|pressão pra fechar} ~ -1",
    "{quis|quiseram|tentou|tentaram} {me|nos} {assustar|enganar|passar a perna} ~ -2",
    "{golpe|golpista|golpistas|um golpe|é golpe|que golpe|trapaça|sacanagem|mentiroso|mentirosa|mentirosos|mentiu|mentiram} ~ -2",
    "{não precisava|não precisávamos|nao precisava|não tinha necessidade de} {trocar|de trocar|de nada|nada|de um novo|de uma nova|trocar nada|de outro|consertar} ~ +2 F",
    "{muito|super|bem|mt|mto|gente} {transparente|transparentes|sincero|sincera|sinceros|correto|corretos|correta|honestos|honesta} ~ +1",
    "{transparência|sinceridade|honestidade} ~ +1",
    "falta de {honestidade|transparência|sinceridade} ~ -2 F",
    "{honraram|honrou|cumpriram|cumpriu} {a garantia|o combinado|o que prometeu|o que prometeram} ~ +1",
  ],
};

/**
 * More general opinion words in Portuguese (no aspect of their own),
 * with WhatsApp shorthand: "tá de parabéns", "nota mil", "nunca mais",
 * "fujam", "não gostei nada".
 */
export const PORTUGUESE_BRAZIL_GENERAL: readonly string[] = [
  "{de parabéns|parabéns|nota mil|sensacional|incrível|mt bom|mto bom|mt boa|mto boa|super indico|indico demais|recomendo mt|recomendo mto|amei|adorei|deus abençoe} ~ +2",
  "{fujam|fuja|nunca mais|não recomendo|nao recomendo|decepção|decepcionante|decepcionada|decepcionado|que vergonha|uma vergonha|péssima experiência|horrorosa|horroroso} ~ -2",
  "{não gostei|nao gostei|não gostei nada|fiquei chateada|fiquei chateado|fiquei bem chateada|fiquei bem chateado|fiquei puta|fiquei puto} ~ -1",
  "{foi ok|tá ok|ta ok|tudo ok|razoável|normalzinho|normalzinha|meia boca} ~ 0 F",
];
