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
  questionNotAsked: 'CEAC 在 {page} 没有询问“{question}”，因此未发送回答“否”',
  boxNotShown: 'CEAC 在 {page} 没有显示“{question}”，因此未勾选其“不适用”框',
  questionHidden:
    'CEAC 在 {page} 没有显示“{question}”，但本表格回答了该问题。提交已在发送任何错误内容之前停止；没有提交任何内容。请检查该回答；如果回答正确，请告知 Portico 支持团队：CEAC 可能已更改。',
  ceacChangedPage:
    'CEAC 更改了页面：{page} 上已没有 {control}（“{question}”）。提交已在发送任何错误内容之前停止；没有提交任何内容。',
  ceacUnknownQuestion:
    'CEAC 现在在 {page} 询问一个 Portico 不认识的问题（“{question}”）。提交已在发送此页面的任何内容之前停止；没有提交任何内容。',
  ceacOptionMissing:
    'CEAC 在 {page} 上已不再为“{question}”提供回答“{value}”。提交已在发送任何错误内容之前停止；没有提交任何内容。',
  ceacPageOrder:
    'CEAC 在 Portico 预期为 {expected} 的位置显示了 {page}：CEAC 更改了页面顺序。提交已在该页面发送任何内容之前停止；没有提交任何内容。',
  ceacPageMissing:
    'CEAC 直接进入了 {page}，没有显示本表格有回答的 {expected}。提交已停止；没有提交任何内容。',
  ceacUnknownPage:
    'CEAC 显示了一个 Portico 不认识的页面（{page}）。提交已在发送任何错误内容之前停止；没有提交任何内容。',
  sessionEnded: 'CEAC 结束了会话（{reason}）；正在找回申请，从 CEAC 上的进度继续',
  pageReloaded: 'CEAC 在等待人工操作时重新加载了 {page}（闲置提醒）；将再次请求',
  creditReturned: '本次提交的额度已退回工作区：没有提交任何内容。',
  selfSignChosen:
    '申请人选择自己在 CEAC 上签名：机器人未签名便离开了签名页面，申请 {applicationId} 仍保存在 CEAC 上',
  checkingSignature: '申请人表示已在 CEAC 上签名：正在找回申请 {applicationId} 以确认',
  notSignedYet: 'CEAC 显示该申请尚未签名。请先在 CEAC 上签名，然后再次选择“我已在 CEAC 上签名”。',
  notSigningYourself: '此次提交并未在等待申请人自己在 CEAC 上签名。',
  formNotFound: '未找到表格。',
  notComplete: '请先填写完所有部分再提交。',
  archived: '已归档的表格无法提交。请先取消归档。',
  inFlight: '此表格正在提交中。请等待该次提交完成。',
  signPersonally: '申请人必须亲自签署申请。',
  noCaptchaWaiting: '此次提交没有在等待验证码答案。',
  noSignatureWaiting: '此次提交没有在等待申请人签名。',
  fgmcRequired: '签名前请确认您已阅读 FGM/C 情况说明。',
  typeCaptcha: '请输入图片中显示的字符。',
  enterPassport: '请输入您的护照号码。',
  noCredits: '表格额度已用完。请在“价格”页面购买额度后再提交此表格。',
  noPreparer:
    'CEAC 会询问申请由谁准备：请在“工作区设置 → 品牌”中填写机构的准备人信息（街道地址、城市和国家），然后重新提交。',
  identityUnavailable: '暂时无法获取工作区信息。请重试。',
  formsUnavailable: '暂时无法访问表格服务。请重试。',
  billingUnavailable: '暂时无法访问计费服务。请重试。',
  notFilingNow: '此次提交当前未在办理中，因此没有可打开的实时画面。',
  alreadyFiled:
    '此表格已在 CEAC 上提交。如需再次提交，请选择“提交新的 DS-160”并确认：之前的申请编号将不再是面谈时使用的编号。',
  creditCarried: '本次提交更正了被 CEAC 拒绝的那次提交：使用那次的额度，未扣除新的额度。',
  mailFiledSubject: '您的 DS-160 已提交：确认号 {confirmationNumber}',
  mailFiledBody:
    '您的 DS-160 申请已在 CEAC 上签署并提交。\n\n确认号：{confirmationNumber}\n申请编号：{applicationId}\n\n请携带确认页参加签证面谈。在 CEAC 上找回申请所需的安全问题和答案在您的提交页面上：{url}',
  mailCaptchaSubject: 'Portico 正在等您：请输入 CEAC 显示的验证码（{formName}）',
  mailCaptchaBody:
    '{formName} 在 CEAC 上的提交正在等您：CEAC 显示了一个只能由人输入的验证码。\n\n请在 {minutes} 分钟内打开 {url} 并输入；超时后提交将停止。',
  mailSignSubject: 'CEAC 上正在等待您的签名（{formName}）',
  mailSignBody:
    '{formName} 的所有页面已在 CEAC 上填写完毕。法律（22 CFR 41.103）要求您本人签署申请。\n\n请在 {minutes} 分钟内打开 {url} 并签名；超时后提交将停止。',
  mailReminderSubject: '提醒：您还有 {minutes} 分钟在 CEAC 上操作（{formName}）',
  mailReminderBody:
    '{formName} 的提交仍在等您。请在 {minutes} 分钟内打开 {url}，否则提交将停止，需要重新开始。',
};
