import type { Locale } from './locale';

/** Server-rendered text (the test provider's page and receipts) in Portico's five languages. */
export interface BillingMessages {
  payTitle: string;
  payHeading: string;
  payExplain: string;
  payOrder: string;
  payTotal: string;
  payButton: string;
  cancelButton: string;
  payNotPending: string;
  payFailed: string;
  backToPurchases: string;
  receiptSubject: string;
  receiptIntro: string;
  receiptNumber: string;
  orderNumber: string;
  date: string;
  subtotal: string;
  discount: string;
  tax: string;
  total: string;
  credits: string;
  receiptFooter: string;
  products: { SINGLE_FORM: string; FAMILY_PACK: string };
}

export const MESSAGES: Record<Locale, BillingMessages> = {
  en: {
    payTitle: 'Test payment · Portico',
    payHeading: 'Test payment',
    payExplain: 'This is Portico’s built-in test payment page. No money is charged.',
    payOrder: 'Order',
    payTotal: 'Amount to pay',
    payButton: 'Pay',
    cancelButton: 'Cancel',
    payNotPending: 'This checkout is already closed.',
    payFailed: 'The payment could not be confirmed. Please try again.',
    backToPurchases: 'Go to your purchases',
    receiptSubject: 'Your Portico receipt {receipt}',
    receiptIntro: 'Thank you for your purchase. Your form credits are ready to use.',
    receiptNumber: 'Receipt number',
    orderNumber: 'Order number',
    date: 'Date',
    subtotal: 'Subtotal',
    discount: 'Discount',
    tax: 'Tax',
    total: 'Total paid',
    credits: 'Form credits added',
    receiptFooter: 'Your purchases and receipts: {url}',
    products: { SINGLE_FORM: 'Single Form', FAMILY_PACK: 'Family Pack' },
  },
  es: {
    payTitle: 'Pago de prueba · Portico',
    payHeading: 'Pago de prueba',
    payExplain: 'Esta es la página de pago de prueba integrada de Portico. No se cobra dinero.',
    payOrder: 'Pedido',
    payTotal: 'Importe a pagar',
    payButton: 'Pagar',
    cancelButton: 'Cancelar',
    payNotPending: 'Este pago ya está cerrado.',
    payFailed: 'No se pudo confirmar el pago. Inténtelo de nuevo.',
    backToPurchases: 'Ir a sus compras',
    receiptSubject: 'Su recibo de Portico {receipt}',
    receiptIntro: 'Gracias por su compra. Sus créditos de formulario ya se pueden usar.',
    receiptNumber: 'Número de recibo',
    orderNumber: 'Número de pedido',
    date: 'Fecha',
    subtotal: 'Subtotal',
    discount: 'Descuento',
    tax: 'Impuestos',
    total: 'Total pagado',
    credits: 'Créditos de formulario añadidos',
    receiptFooter: 'Sus compras y recibos: {url}',
    products: { SINGLE_FORM: 'Formulario individual', FAMILY_PACK: 'Paquete familiar' },
  },
  ru: {
    payTitle: 'Тестовая оплата · Portico',
    payHeading: 'Тестовая оплата',
    payExplain: 'Это встроенная тестовая страница оплаты Portico. Деньги не списываются.',
    payOrder: 'Заказ',
    payTotal: 'Сумма к оплате',
    payButton: 'Оплатить',
    cancelButton: 'Отменить',
    payNotPending: 'Эта оплата уже закрыта.',
    payFailed: 'Не удалось подтвердить оплату. Попробуйте ещё раз.',
    backToPurchases: 'Перейти к покупкам',
    receiptSubject: 'Ваша квитанция Portico {receipt}',
    receiptIntro: 'Спасибо за покупку. Кредиты на анкеты уже можно использовать.',
    receiptNumber: 'Номер квитанции',
    orderNumber: 'Номер заказа',
    date: 'Дата',
    subtotal: 'Промежуточный итог',
    discount: 'Скидка',
    tax: 'Налог',
    total: 'Оплачено',
    credits: 'Добавлено кредитов на анкеты',
    receiptFooter: 'Ваши покупки и квитанции: {url}',
    products: { SINGLE_FORM: 'Одна анкета', FAMILY_PACK: 'Семейный пакет' },
  },
  cn: {
    payTitle: '测试付款 · Portico',
    payHeading: '测试付款',
    payExplain: '这是 Portico 内置的测试付款页面，不会扣款。',
    payOrder: '订单',
    payTotal: '应付金额',
    payButton: '付款',
    cancelButton: '取消',
    payNotPending: '此付款已关闭。',
    payFailed: '无法确认付款，请重试。',
    backToPurchases: '查看您的购买记录',
    receiptSubject: '您的 Portico 收据 {receipt}',
    receiptIntro: '感谢您的购买。您的表格额度现在可以使用了。',
    receiptNumber: '收据编号',
    orderNumber: '订单编号',
    date: '日期',
    subtotal: '小计',
    discount: '折扣',
    tax: '税费',
    total: '实付总额',
    credits: '已添加的表格额度',
    receiptFooter: '您的购买记录和收据：{url}',
    products: { SINGLE_FORM: '单份表格', FAMILY_PACK: '家庭套餐' },
  },
  vi: {
    payTitle: 'Thanh toán thử · Portico',
    payHeading: 'Thanh toán thử',
    payExplain: 'Đây là trang thanh toán thử có sẵn của Portico. Không có khoản tiền nào bị trừ.',
    payOrder: 'Đơn hàng',
    payTotal: 'Số tiền cần trả',
    payButton: 'Thanh toán',
    cancelButton: 'Hủy',
    payNotPending: 'Phiên thanh toán này đã đóng.',
    payFailed: 'Không thể xác nhận thanh toán. Vui lòng thử lại.',
    backToPurchases: 'Đến trang mua hàng của bạn',
    receiptSubject: 'Biên lai Portico của bạn {receipt}',
    receiptIntro: 'Cảm ơn bạn đã mua hàng. Tín dụng biểu mẫu của bạn đã sẵn sàng để sử dụng.',
    receiptNumber: 'Số biên lai',
    orderNumber: 'Số đơn hàng',
    date: 'Ngày',
    subtotal: 'Tạm tính',
    discount: 'Giảm giá',
    tax: 'Thuế',
    total: 'Tổng đã thanh toán',
    credits: 'Tín dụng biểu mẫu đã thêm',
    receiptFooter: 'Các giao dịch mua và biên lai của bạn: {url}',
    products: { SINGLE_FORM: 'Một biểu mẫu', FAMILY_PACK: 'Gói gia đình' },
  },
};

/** `{name}` placeholders filled from `values`. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
