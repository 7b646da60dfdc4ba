import type { FilingMessageCode } from './en';

export const FILING_MESSAGES_CN: Record<FilingMessageCode, string> = {
  captchaStart: '正在等待有人输入验证码以开始申请',
  captchaRetrieve: '正在等待有人输入验证码以找回申请',
  captchaRefused: 'CEAC 未接受验证码：{reason}',
  applicationId: 'CEAC 分配了申请编号（Application ID）{applicationId}',
  retrieved: '已在 CEAC 上找回申请 {applicationId}',
  applicationGone: 'CEAC 上已没有申请 {applicationId}；正在开始新的申请',
  nothingToRetrieve: '申请 {applicationId} 没有可找回的已保存页面；正在开始新的申请',
  filling: '正在填写 {page}',
  saved: '已保存 {page}',
  reviewing: '正在核对 {page}',
  pageRefused: 'CEAC 拒绝了 {page}：{reason}',
  uploadingPhoto: '正在上传照片',
  noPhoto: '没有照片：不带照片继续',
  photoRefused: 'CEAC 拒绝了照片；不带照片继续（{reason}）',
  photoAccepted: 'CEAC 接受了照片',
  photoDone: '照片步骤完成',
  continuingWithoutPhoto: '不带照片继续',
  waitingForSignature: '正在等待申请人签名',
  signatureRefused: 'CEAC 未接受签名（{reason}）；正在等待申请人重新签名',
  signed: '申请人已签名；CEAC 已接受申请',
  submitted: '已提交：确认号 {confirmationNumber}',
  alreadySubmitted: '此前已提交：确认号 {confirmationNumber}',
  answersRefused: 'CEAC 拒绝了 {count} 个答案；请修改后重新提交。',
  retrying: 'CEAC 出现问题（{reason}）；{seconds} 秒后重试。',
  interrupted: '提交已被中断 {count} 次，因此已停止。没有重复提交；请重新提交表格。',
  gaveUp:
    'CEAC 持续出错，因此在尝试 {tries} 次后停止提交（最后的问题：{reason}）。没有重复提交；请稍后再试。',
  captchaTimedOut:
    '无人及时输入验证码（{minutes} 分钟），而 CEAC 会在闲置 20 分钟后结束会话，因此提交已停止。没有提交任何内容；请在有人可以回答时重新提交表格。',
  signatureTimedOut:
    '申请人未及时签名（{minutes} 分钟），而 CEAC 会在闲置 20 分钟后结束会话，因此提交已停止。没有提交任何内容；请在申请人可以签名时重新提交表格。',
  noInterviewPost: '表格中没有面谈地点（“您将在哪里申请签证？”）；提交已停止',
  stopped: '提交已停止：{details}',
};
