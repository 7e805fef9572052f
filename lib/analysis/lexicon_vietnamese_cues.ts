/**
 * The Vietnamese cues, one list per aspect, and the general opinion words
 * (`lexicon_vietnamese.ts` tells how they are written, which spellings
 * without tone marks they leave out, and joins them with the other
 * tables): coming on time or late ("đúng giờ", "tới trễ"), waiting and
 * rescheduling ("chờ 3 tuần", "dời lịch"), price words ("mắc", "rẻ",
 * "hợp lý", "đáng tiền"), the work ("làm kỹ", "làm ẩu", "vẫn rỉ nước"),
 * manners ("dễ thương", "cộc lốc"), explaining and calling ahead ("giải
 * thích", "không ai báo trước"), shoes and mess ("cởi giày", "sạch sẽ"),
 * knowing the trade ("rành nghề", "biết liền") and straight dealing
 * ("thật thà", "chưa cần thay", "lừa đảo").
 *
 * @module
 */
import type { AspectId } from "../schemas/mod.ts";

/** Came or arrived ("tới", "đến"). */
const CAME = "{tới|đến|lại}";

/** Not, in the ways reviewers write it ("không", "hông", "ko"). */
const NOT = "{không|hông|hổng|chẳng|chả|ko|k|hok}";

/** Not, or not yet ("chưa"): what has not come back. */
const NOT_YET = "{không|hông|hổng|chẳng|chả|chưa|ko|k|hok}";

/** Me, us or the family, as the one shown or spoken to ("mình", "ba"). */
const ME =
  "{tôi|mình|em|tui|tao|chị|anh|bố|ba|mẹ|má|ông|bà|ông nội|bà nội|vợ|chồng|con|cả nhà|gia đình}";

/** Nobody ("không ai", "chẳng ai"). */
const NOBODY =
  "{không ai|hông ai|chẳng ai|chả ai|không có ai|ko ai|k ai|hok ai|chưa ai}";

/** Called, told or let know ("gọi", "báo", "nói", "nhắn"). */
const TOLD =
  "{gọi|báo|nói|nhắn|nhắn tin|text|gọi báo|gọi nói|cho biết|cho hay|thông báo|nhắc|nhắc tới|nhắc đến|đề cập|nói tới|nói đến|nói trước}";

/** A fault still there or back ("rỉ nước", "không lạnh"). */
const FAULT =
  "{rỉ|rỉ nước|rò|rò rỉ|chảy nước|chảy|hư|bị hư|kêu|lắc|không lạnh|không chạy|không nóng|nghẹt|tắc}";

/** Replace, buy or come ("thay", "mua", "tới"): what was not needed. */
const NEEDLESS =
  "{thay|thay mới|mua|mua mới|mua cái mới|tới|đến|ra nhà|sửa|làm|đổi}";

/**
 * Vietnamese cues, per aspect, with brace groups (`lexicon_vietnamese.ts`
 * writes each also without tone marks and compacts them).
 */
export const VIETNAMESE_CUES: Readonly<Record<AspectId, readonly string[]>> = {
  punctuality: [
    "{đúng giờ|đúng hẹn|đúng giờ hẹn|đúng lịch|đúng lịch hẹn} ~ +1",
    `${CAME} {sớm|sớm hơn} ~ +1`,
    "{trễ|muộn} ~ -1",
    `${CAME} {trễ|muộn|trể} ~ -1`,
    "{trễ|muộn|trể} {hẹn|giờ|mấy tiếng|cả tiếng|chút xíu|chút} ~ -1",
    "{trễ|muộn|trể} * {tiếng|phút|giờ} ~ -1",
    "mà * giờ mới {tới|đến} ~ -1",
    "{hẹn|hẹn lúc} * mà * mới {tới|đến|có mặt|ló mặt|thấy mặt} ~ -1 F",
    "{tới|đến|có mặt} đúng {giờ hẹn|như hẹn|hẹn|boong|giờ luôn} ~ +1",
    "{coi như|cũng coi như|tạm coi như|gần như} đúng giờ ~ 0 S F",
    "{không thèm tới|không thèm đến|không xuất hiện|cho leo cây|bỏ hẹn} ~ -2 F",
  ],
  scheduling: [
    "{tới liền|đến liền|tới ngay|đến ngay|trong ngày|ngay trong ngày|cùng ngày|ngay hôm đó|ngay bữa đó|ngày mai luôn|sáng mai luôn} ~ +1",
    "{mà vẫn|vẫn chịu|mà vẫn chịu} {tới|đến} ~ +1",
    "{chờ|đợi} {lâu|hơi lâu|quá lâu|rất lâu|mấy tuần|cả tuần|cả tháng|mấy tháng} ~ -1",
    "{chờ|đợi} * {tuần|tháng} {mới|} ~ -1",
    "{dời|hủy|huỷ|đổi} {lịch|hẹn|lịch hẹn|qua tuần sau|qua hôm khác|qua bữa khác} ~ -1",
    "{bị dời|gọi dời|bị hủy|bị huỷ} ~ -1",
    `${NOBODY} {bắt máy|nghe máy|nghe điện thoại|bắt điện thoại} ~ -2 F`,
    "{bắt máy|nghe máy} {liền|ngay} ~ +1",
    "kéo dài {tới|đến|thêm|gần|hơn|cả|mấy} ~ -1",
    "mà kéo dài ~ -1",
    "đến * liền ~ +1",
    "{liền|ngay} trong {ngày|buổi chiều|buổi sáng|buổi tối|chiều đó|sáng đó} ~ +1",
    "{tới|đến|có mặt} trong vòng * {tiếng|giờ|phút} ~ +1",
    "{chờ|đợi} {dài cổ|mỏi mòn|mút mùa} ~ -1",
    "{tuần|tháng} mới {có lịch|có hẹn|lên lịch|có thợ|có người tới} ~ -1",
    "{hẹn|đặt hẹn|đặt lịch} * {tuần|tháng} mới {tới|đến|có lịch} ~ -1 F",
    "{xong|làm xong|hoàn thành} {đúng hẹn|đúng hạn|đúng tiến độ|kịp|như đã hứa|như đã hẹn} ~ +1",
    "đúng như {hẹn|hứa|đã hẹn|đã hứa|họ hứa|họ hẹn|họ nói|đã nói} ~ +1",
    "đúng tiến độ ~ +1",
    "{trễ tiến độ|chậm tiến độ} ~ -1",
    "đúng * {ngày|tuần|tháng} như {hứa|hẹn|đã hứa|đã hẹn|đã nói|họ nói|họ hứa} ~ +1",
  ],
  price: [
    // Not "báo giá" (a quote), which speaks of honesty as often ("báo giá
    // một đằng, tính tiền một nẻo").
    "{giá|giá cả|tiền công|chi phí} ~ 0 W",
    "mắc|đắt|chát ~ -1",
    "{mắc|đắt} {quá|quá trời|lắm|thấy mồ|hết biết|kinh khủng} ~ -2",
    "{hơi mắc|hơi đắt|hơi cao|hơi chát|mắc hơn|đắt hơn|giá cao|cao quá|chát quá|giá chát|mắc dữ|đắt dữ} ~ -1",
    "{làm bằng vàng|dát vàng|bằng vàng hả|bằng vàng chắc} ~ -2 F",
    "{chỗ|công ty|nơi|bên|cho} khác {có|chỉ có|lấy có|tính có} {$|dollar|đô} ~ -1 F",
    `${NOT} tính thêm {phí|tiền|đồng nào|gì} ~ +1 F`,
    "{chặt chém|cắt cổ|chém đẹp|chém} ~ -2",
    "rẻ ~ +1",
    "{giá rẻ|rẻ hơn|giá mềm|giá tốt} ~ +1",
    "{chỗ|công ty|nơi|bên} {khác|kia} * rẻ hơn ~ -1 F",
    "{hợp lý|phải chăng|vừa túi tiền|bình dân} ~ +1",
    "{đáng tiền|đáng đồng tiền|đáng đồng tiền bát gạo|đáng giá|xứng đáng} ~ +1",
    "đáng ~ +1",
    `${NOT} {lấy tiền|tính tiền} ~ +1 F`,
    "từ chối lấy tiền ~ +1 F",
    "{không rẻ mà cũng không mắc|không rẻ mà cũng không chát|không rẻ mà cũng không đắt|không mắc mà cũng không rẻ|không mắc không rẻ|không rẻ không mắc|không đắt không rẻ|giá vừa vừa} ~ 0 S F",
    "{giá|giá cả} * bình thường ~ 0 S R F",
    "{giá|giá cả} {thì|} {cũng tạm được|tạm được|cũng được|tàm tạm|cũng tạm|vừa phải|cũng ổn|tạm đc|cũng đc} ~ 0 S F",
    "{giá|giá cả} {vậy|này} là được rồi ~ 0 S F",
  ],
  quality: [
    "{kỹ|kĩ|kỹ lưỡng|kĩ lưỡng|cẩn thận|chắc chắn|gọn gàng|thẳng hàng|thẳng tắp|êm ru} ~ +1",
    "{làm|sửa|gắn|hàn|lắp|ráp|đi ống|đi dây|ốp|lát} {kỹ|kĩ|tốt|đẹp|cẩn thận|chắc|gọn|sạch đẹp|rất tốt|rất đẹp|rất kỹ|giỏi|chắc chắn|đẹp lắm|gọn gàng} ~ +2",
    "{rất đẹp|đẹp lắm|đẹp quá|đẹp ghê|giấu gọn|đi gọn|gọn gẽ|ngay ngắn|đều tăm tắp} ~ +1",
    "{test|kiểm tra|thử} {lại|} {từng|kỹ từng} {cái|khớp|món|chỗ|mối} ~ +1",
    "{mát|ấm|êm|mạnh} hơn hẳn ~ +1",
    "{bớt bụi|đỡ bụi|hết bụi|hết kêu|hết rỉ|hết nghẹt|hết bị lại} ~ +1",
    "pass {liền|ngay|lần đầu|một lần|luôn} ~ +1",
    "{làm|sửa} {cũng ổn|tạm ổn|cũng được|tạm được|cũng tạm|được thôi|cũng đc|tạm đc} ~ 0 S F",
    "{sửa|làm} {không xong|hoài không xong|mãi không xong|không được gì|không ra gì} ~ -2 F",
    "{sửa|làm} {hai|2|ba|3|mấy|nhiều} lần {rồi|} mà vẫn ~ -2 F",
    "đẹp ~ +1",
    "{vẫn|còn|} chạy {tốt|êm|ngon|êm ru|ngon lành|ngon ơ} ~ +1",
    "chạy bình thường ~ 0 S R",
    "{tạm được|cũng tạm được|tạm ổn} ~ 0",
    "{ẩu|cẩu thả|làm ẩu|làm dối|làm láo|làm ẩu tả|làm cho có|làm qua loa} ~ -2",
    `vẫn {còn|} ${FAULT} ~ -2 F`,
    "{rỉ nước lại|rỉ lại|hư lại|bị lại|chảy lại|nghẹt lại|rò lại} ~ -2 F",
    `${NOT} {bị lại|bị tràn|rỉ|còn rỉ|bị rỉ|rỉ giọt nào|bị nữa|bị lại nữa} ~ +2 F`,
    `${NOT_YET} {bị|} {nghẹt lại|tắc lại|rỉ lại|hư lại|chảy lại|rò lại|bị lại|tái lại} ~ +2 F`,
    "làm {bể|nứt|gãy|trầy|vỡ|móp} ~ -2",
    "{bị lệch|lắc lư|lắc quá trời} ~ -1",
  ],
  professionalism: [
    "{dễ thương|lịch sự|lễ phép|vui vẻ|hiền|hiền khô|tử tế|kiên nhẫn|nhẹ nhàng|thân thiện|chu đáo|tận tình|tận tâm|nhiệt tình|đàng hoàng|chuyên nghiệp|tôn trọng|lễ độ|niềm nở|có tâm|nhã nhặn} ~ +1",
    "{thô lỗ|cộc lốc|cộc cằn|cọc|cọc cằn|hỗn|hỗn láo|vô duyên|mất dạy|bất lịch sự|coi thường|xem thường|khinh thường|nhát gừng|lớn tiếng|la lớn|quát|chửi|vô lễ|thiếu chuyên nghiệp|gắt gỏng|cáu gắt|hách dịch|kỳ cục|kỳ quá} ~ -2",
    `${NOT} {thèm|} {xin lỗi|xin lỗi một tiếng} ~ -1 F`,
    "{làm|coi} như tôi ngu ~ -2",
    "thái độ {khó chịu|tệ|kỳ|láo|lồi lõm|không tốt|không ra gì|hách dịch|rất khó chịu|kỳ cục} ~ -2",
    "thái độ {tốt|dễ thương|vui vẻ|đàng hoàng|rất tốt|lịch sự} ~ +1",
    "{trả lời|nói chuyện} {cụt lủn|cụt ngủn|cộc lốc|nhát gừng|trống không|kiểu khinh} ~ -2",
    "{cụt lủn|cụt ngủn|khinh người} ~ -2",
    "{la mắng|mắng mỏ|la rầy|cằn nhằn|càm ràm} ~ -2",
    "{hơi vội|vội vàng|vội vã|hấp tấp|làm vội|vội quá} ~ -1",
    "{huyên thuyên|nói nhiều quá|lắm mồm|nói dai} ~ -1",
    "{lịch sự|dễ thương|vui vẻ|thân thiện|tử tế} {được thôi|vậy thôi|tạm được|tàm tạm|cũng được|đc thôi} ~ 0 F",
    `${NOT} làm ${ME} {thấy|cảm thấy} {mình|} {ngu|quê|dốt|ngại|khó chịu} ~ +1 F`,
  ],
  communication: [
    "{giải thích|giảng giải|nói rõ|chỉ cho tôi|chỉ tôi|cho tôi coi|cho tôi xem|chụp hình|gửi hình|gửi video|gửi clip|báo trước|gọi trước|nhắn tin|nhắc lịch|gọi nhắc|gọi lại|cập nhật|gọi báo} ~ +1",
    `${NOT} {chịu|thèm|hề|} giải thích ~ -2 F`,
    `${NOBODY} ${TOLD} {trước|lại|gì|cho tôi|cho tôi biết|} ~ -2 F`,
    `${NOT} ${TOLD} {trước|gì|gì hết|gì cả|lại|một tiếng|} ~ -2 F`,
    "{không thấy|chưa thấy} {gọi|báo|nhắn|đâu|trả lời} ~ -2 F",
    "{mỗi người nói một kiểu|mỗi người một kiểu|người này nói một đằng} ~ -2",
    "trả lời {hết|tất cả|mọi|đầy đủ} ~ +1",
    `cho ${ME} {coi|xem|thấy} {video|hình|tận mắt|clip|ảnh|đường ống|cái cũ|đồ cũ} ~ +1`,
    `chỉ {cho|} ${ME} {cách|từng bước|cách xài|cách dùng|cách chỉnh} ~ +1`,
    "gửi {report|báo cáo|ảnh|hình|video|clip|email} ~ +1",
    "giải thích {kỹ|kĩ|kỹ lưỡng|rõ ràng|cặn kẽ|tận tình|từng bước|tường tận|tỉ mỉ} ~ +2",
    "{chưa kịp|không kịp|chưa kịp hỏi|không cho hỏi} hỏi ~ -2 F",
    "không hiểu hết ~ -1 F",
  ],
  cleanliness: [
    "{sạch sẽ|dọn sạch|dọn dẹp|quét dọn|lau chùi|hút bụi|hút sạch|dọn sạch sẽ|lau sạch|quét sạch} ~ +1",
    "{cởi giày|cởi dép|mang bao giày|bao giày|đeo bao giày|trải tấm|trải bạt|lót tấm} ~ +1",
    `${NOT} để lại {một|} {cọng|miếng|chút|tí|} rác ~ +2 F`,
    `${NOT} thấy một hạt bụi ~ +2 F`,
    "{bừa bộn|bừa bãi|dơ dáy|bê bối|lộn xộn} ~ -2",
    "để lại {rác|bụi|vỏ hộp|bao giấy|ống cũ|đồ cũ|thùng|đồ nghề} ~ -2",
    "để {bụi|rác|vỏ hộp} ~ -2",
    "{phải tự dọn|tự dọn} ~ -2",
    "{tan hoang|ngổn ngang|bề bộn|rồi để đó|rồi bỏ đó} ~ -2",
    `${NOT} {trải|dọn|lót|cởi giày} ~ -2 F`,
  ],
  expertise: [
    "{rành|rành nghề|giỏi|giỏi nghề|giỏi thiệt|giỏi thật|có nghề|tay nghề cao|nhiều kinh nghiệm|biết nghề|phục} ~ +1",
    "{biết liền|biết ngay|là biết|tìm ra liền|tìm ra ngay|dò ra|nhìn là biết|nghe là biết} ~ +1",
    "{không biết bị gì|không biết làm gì|không biết sửa} ~ -2 F",
    "{tay nghề} ~ 0 W",
  ],
  honesty: [
    "{thật thà|trung thực|thành thật|uy tín|đáng tin|đáng tin cậy|thẳng thắn} ~ +1",
    `${NOT} {ép|ép buộc|ép mua|chèo kéo|nài ép|dụ} {gì|mua|} {hết|cả|} ~ +1 F`,
    "{ép|ép mua|chèo kéo|nài ép|dụ mua} ~ -2",
    "{vẫn|cứ|} nói hoài ~ -2 F",
    "{lừa|lừa đảo|gạt|lừa gạt|xạo|nói xạo|ăn gian|ăn cướp|bịp|nói dóc|gian dối|gian lận} ~ -2",
    `{chưa|không|hông} cần ${NEEDLESS} ~ +1 F`,
    "đừng tốn tiền ~ +1 F",
    "{cao hơn|mắc hơn|nhiều hơn} báo giá ~ -2",
    "{báo giá một đằng|nói một đằng} ~ -2",
    "{đổ thừa|đổ lỗi} ~ -1",
    "tính thêm ~ -1",
    "{chỉ có hôm nay|chỉ hôm nay} ~ -2",
    `${NOT} có gì bất ngờ ~ +1 F`,
    "{free|miễn phí} {theo|vì|vì còn trong|trong} {bảo hành|warranty} ~ +1",
    "{còn bảo hành|còn warranty|trong bảo hành} nên ~ +1 F",
    "đúng {y|} {như|} {báo giá|quote|giá báo|giá đã báo|giá đã hẹn} ~ +1 F",
    "báo giá {chi tiết|rõ ràng|từng món|minh bạch} ~ +1",
    `${NOT} {phát sinh|phụ thu|tính thêm|chặt thêm|tính phụ} {gì|đồng nào|gì hết|gì cả|thêm|} ~ +1 F`,
    "{phí phát sinh|phụ thu|phát sinh thêm} ~ -1",
    "{bịa|bịa chuyện|vẽ chuyện|vẽ bệnh} ~ -2",
    "{không phải|không hề} {bịa chuyện|bịa|nói xạo|vẽ chuyện|vẽ bệnh} ~ +1 F",
    "{làm ăn kiểu gì|làm ăn gì kỳ|làm ăn gian|làm ăn không đàng hoàng} ~ -2",
    "{chỗ|bên|công ty|thợ|cho} khác * {thì chỉ là|chỉ là|chỉ cần|chỉ bị} ~ -2 F",
  ],
};

/**
 * Cues kept only as written, with their marks: without them they are
 * other words ("làm dơ", made dirty, is "lam do" as "làm đổ", spilled, or
 * "làm đồ"; "để bẩn" is "de ban").
 */
export const VIETNAMESE_MARKED_CUES: Readonly<
  Partial<Record<AspectId, readonly string[]>>
> = {
  // "toi * lien" is also "tôi … liền" (I … at once).
  scheduling: ["tới * liền ~ +1"],
  // "bot on", "het on": English ("the chat bot on their site").
  quality: ["{bớt ồn|hết ồn} ~ +1"],
  cleanliness: ["{để|làm} {dơ|bẩn} ~ -2", "{dơ|bẩn} hết ~ -2"],
};

/** General opinion words in Vietnamese (no aspect of their own). */
export const VIETNAMESE_GENERAL: readonly string[] = [
  "{tuyệt vời|xuất sắc|hết sẩy|hết chỗ chê|số một} ~ +3",
  "{hài lòng|rất hài lòng|ưng ý} ~ +2",
  "tốt ~ +1",
  "{tệ|dở|tệ hại|thất vọng|chán} ~ -2",
  "{bình thường|tạm được|cũng được} ~ 0",
];
