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
};
