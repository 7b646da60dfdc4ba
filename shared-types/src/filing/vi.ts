import type { FilingMessageCode } from './en';

export const FILING_MESSAGES_VI: Record<FilingMessageCode, string> = {
  captchaStart: 'Đang chờ một người nhập mã captcha để bắt đầu đơn',
  captchaRetrieve: 'Đang chờ một người nhập mã captcha để mở lại đơn',
  captchaRefused: 'CEAC không chấp nhận mã captcha: {reason}',
  applicationId: 'CEAC đã cấp Application ID {applicationId}',
  retrieved: 'Đã mở lại đơn {applicationId} trên CEAC',
  applicationGone: 'CEAC không còn đơn {applicationId}; đang bắt đầu một đơn mới',
  nothingToRetrieve: 'Đơn {applicationId} không có trang đã lưu để mở lại; đang bắt đầu một đơn mới',
  filling: 'Đang điền {page}',
  saved: 'Đã lưu {page}',
  reviewing: 'Đang xem lại {page}',
  pageRefused: 'CEAC từ chối {page}: {reason}',
  uploadingPhoto: 'Đang tải ảnh lên',
  noPhoto: 'Không có ảnh: tiếp tục mà không có ảnh',
  photoRefused: 'CEAC từ chối ảnh; tiếp tục mà không có ảnh ({reason})',
  photoAccepted: 'CEAC đã chấp nhận ảnh',
  photoDone: 'Đã xong bước ảnh',
  continuingWithoutPhoto: 'Tiếp tục mà không có ảnh',
  waitingForSignature: 'Đang chờ người nộp đơn ký',
  signatureRefused: 'CEAC không chấp nhận chữ ký ({reason}); đang chờ người nộp đơn ký lại',
  signed: 'Người nộp đơn đã ký; CEAC đã chấp nhận đơn',
  submitted: 'Đã nộp: số xác nhận {confirmationNumber}',
  alreadySubmitted: 'Đã nộp trước đó: số xác nhận {confirmationNumber}',
  answersRefused: 'CEAC từ chối {count} câu trả lời; hãy sửa và nộp lại.',
  retrying: 'CEAC gặp sự cố ({reason}); thử lại sau {seconds} giây.',
  interrupted:
    'Việc nộp đơn bị gián đoạn {count} lần nên đã dừng. Không có gì bị nộp hai lần; hãy nộp lại biểu mẫu.',
  gaveUp:
    'CEAC liên tục gặp lỗi nên việc nộp đơn đã dừng sau {tries} lần thử (sự cố cuối: {reason}). Không có gì bị nộp hai lần; hãy thử lại sau.',
  captchaTimedOut:
    'Không ai nhập mã captcha kịp thời ({minutes} phút), và CEAC kết thúc phiên bỏ trống sau 20 phút, nên việc nộp đơn đã dừng. Chưa có gì được nộp; hãy nộp lại khi có người trả lời được.',
  signatureTimedOut:
    'Người nộp đơn không ký kịp thời ({minutes} phút), và CEAC kết thúc phiên bỏ trống sau 20 phút, nên việc nộp đơn đã dừng. Chưa có gì được nộp; hãy nộp lại khi người nộp đơn ký được.',
  noInterviewPost: 'Biểu mẫu chưa có nơi phỏng vấn ("Bạn sẽ xin thị thực ở đâu?"); việc nộp đơn đã dừng',
  stopped: 'Việc nộp đơn đã dừng: {details}',
  questionNotAsked: 'CEAC không hỏi "{question}" ở trang {page}, nên câu trả lời "Không" đã không được gửi',
  boxNotShown:
    'CEAC không hiển thị "{question}" ở trang {page}, nên ô "Không áp dụng" của câu này đã không được đánh dấu',
  questionHidden:
    'CEAC không hiển thị "{question}" ở trang {page}, nhưng biểu mẫu này có trả lời câu đó. Việc nộp đơn đã dừng trước khi gửi bất cứ điều gì sai; chưa có gì được nộp. Hãy kiểm tra câu trả lời; nếu đúng, hãy báo cho bộ phận hỗ trợ Portico: có thể CEAC đã thay đổi.',
  ceacChangedPage:
    'CEAC đã thay đổi trang: trang {page} không còn {control} ("{question}"). Việc nộp đơn đã dừng trước khi gửi bất cứ điều gì sai; chưa có gì được nộp.',
  ceacUnknownQuestion:
    'CEAC giờ hỏi một câu Portico không biết ở trang {page} ("{question}"). Việc nộp đơn đã dừng trước khi gửi bất cứ điều gì của trang này; chưa có gì được nộp.',
  ceacOptionMissing:
    'CEAC không còn cho chọn câu trả lời "{value}" cho "{question}" ở trang {page}. Việc nộp đơn đã dừng trước khi gửi bất cứ điều gì sai; chưa có gì được nộp.',
  ceacPageOrder:
    'CEAC hiển thị trang {page} ở chỗ Portico chờ trang {expected}: CEAC đã đổi thứ tự các trang. Việc nộp đơn đã dừng trước khi gửi bất cứ điều gì ở trang đó; chưa có gì được nộp.',
  ceacPageMissing:
    'CEAC chuyển sang trang {page} mà không hiển thị trang {expected}, trong khi biểu mẫu có câu trả lời cho trang đó. Việc nộp đơn đã dừng; chưa có gì được nộp.',
  ceacUnknownPage:
    'CEAC hiển thị một trang Portico không biết ({page}). Việc nộp đơn đã dừng trước khi gửi bất cứ điều gì sai; chưa có gì được nộp.',
  sessionEnded: 'CEAC đã kết thúc phiên ({reason}); đang mở lại đơn để tiếp tục từ chỗ CEAC đang dừng',
  pageReloaded:
    'CEAC đã tải lại trang {page} trong lúc chờ một người (cảnh báo không hoạt động); đang hỏi lại',
  creditReturned: 'Lượt nộp đơn đã được hoàn lại cho không gian làm việc: chưa có gì được nộp.',
  selfSignChosen:
    'Người nộp đơn chọn tự ký trên CEAC: robot đã rời trang ký mà không ký, đơn {applicationId} vẫn được lưu trên CEAC',
  checkingSignature: 'Người nộp đơn cho biết đã ký trên CEAC: đang mở lại đơn {applicationId} để xác nhận',
  notSignedYet: 'CEAC cho thấy đơn chưa được ký. Hãy ký đơn trên CEAC, rồi chọn lại "Tôi đã ký trên CEAC".',
  notSigningYourself: 'Lần nộp này không chờ người nộp đơn tự ký trên CEAC.',
  formNotFound: 'Không tìm thấy biểu mẫu.',
  notComplete: 'Hãy hoàn thành mọi phần trước khi nộp.',
  archived: 'Không thể nộp biểu mẫu đã lưu trữ. Hãy bỏ lưu trữ trước.',
  inFlight: 'Biểu mẫu này đang được nộp. Hãy chờ lần nộp đó kết thúc.',
  signPersonally: 'Người nộp đơn phải tự mình ký đơn.',
  noCaptchaWaiting: 'Lần nộp này không chờ câu trả lời captcha nào.',
  noSignatureWaiting: 'Lần nộp này không chờ chữ ký của người nộp đơn.',
  fgmcRequired: 'Hãy xác nhận bạn đã đọc tờ thông tin về FGM/C trước khi ký.',
  typeCaptcha: 'Hãy nhập các ký tự trong hình.',
  enterPassport: 'Hãy nhập số hộ chiếu của bạn.',
  noCredits: 'Đã hết lượt nộp biểu mẫu. Hãy mua thêm ở trang Bảng giá để nộp biểu mẫu này.',
  noPreparer:
    'CEAC hỏi ai đã chuẩn bị đơn: hãy thêm thông tin người chuẩn bị của công ty (địa chỉ, thành phố và quốc gia) trong Cài đặt không gian làm việc → Thương hiệu, rồi nộp lại.',
  identityUnavailable: 'Hiện không lấy được thông tin không gian làm việc. Vui lòng thử lại.',
  formsUnavailable: 'Hiện không truy cập được dịch vụ biểu mẫu. Vui lòng thử lại.',
  billingUnavailable: 'Hiện không truy cập được dịch vụ thanh toán. Vui lòng thử lại.',
  notFilingNow: 'Lần nộp này hiện không được thực hiện nên không có màn hình trực tiếp để mở.',
  alreadyFiled:
    'Biểu mẫu này đã được nộp trên CEAC. Để nộp lại, hãy chọn "Nộp một DS-160 mới" và xác nhận: mã đơn trước đó sẽ không còn là mã dùng cho buổi phỏng vấn.',
  creditCarried: 'Lần nộp này sửa lần nộp bị CEAC từ chối: dùng lượt nộp của lần đó, không trừ lượt mới.',
  mailFiledSubject: 'DS-160 của bạn đã được nộp: số xác nhận {confirmationNumber}',
  mailFiledBody:
    'Đơn DS-160 của bạn đã được ký và nộp trên CEAC.\n\nSố xác nhận: {confirmationNumber}\nMã đơn: {applicationId}\n\nHãy mang trang xác nhận đến buổi phỏng vấn thị thực. Câu hỏi và câu trả lời bảo mật để mở lại đơn trên CEAC có trên trang nộp đơn của bạn: {url}',
  mailCaptchaSubject: 'Portico đang chờ bạn: hãy nhập mã CEAC hiển thị ({formName})',
  mailCaptchaBody:
    'Việc nộp {formName} trên CEAC đang chờ bạn: CEAC hiển thị một mã mà chỉ người thật mới được nhập.\n\nHãy mở {url} và nhập mã trong vòng {minutes} phút; sau đó việc nộp sẽ dừng.',
  mailSignSubject: 'CEAC đang chờ chữ ký của bạn ({formName})',
  mailSignBody:
    'Mọi trang của {formName} đã được điền trên CEAC. Luật (22 CFR 41.103) yêu cầu bạn tự ký đơn.\n\nHãy mở {url} và ký trong vòng {minutes} phút; sau đó việc nộp sẽ dừng.',
  mailReminderSubject: 'Nhắc nhở: còn {minutes} phút để thao tác trên CEAC ({formName})',
  mailReminderBody:
    'Việc nộp {formName} vẫn đang chờ bạn. Hãy mở {url} trong vòng {minutes} phút, nếu không việc nộp sẽ dừng và phải bắt đầu lại.',
};
