import { type AdminLanguage } from '../i18n/languages';

/**
 * The advocate's reward e-mail's default words in the 20 languages (docs/product/referrals.md#reward-e-mail):
 * sent when a friend the advocate invited orders. Placeholders: ADVOCATE_REWARD_PLACEHOLDERS.
 */

interface Texts {
  readonly subject: string;
  readonly heading: string;
  readonly body: string;
  readonly button_text: string;
}

const texts = (subject: string, heading: string, body: string, button_text: string): Texts => ({ subject, heading, body, button_text });

export const ADVOCATE_REWARD_WORDS: Readonly<Record<AdminLanguage, Texts>> = {
  en: texts(
    'Your friend ordered: {{discount_value}} off for you at {{shop_name}}',
    'Thank you for spreading the word, {{customer_name}}!',
    'A friend you invited just placed their first order at {{shop_name}}. As a thank-you, here is {{currency}}{{Discount_amount}} off your next order. Use the code below at checkout.',
    'Shop now',
  ),
  cs: texts(
    'Váš přítel nakoupil: sleva {{discount_value}} pro vás v {{shop_name}}',
    'Děkujeme za doporučení, {{customer_name}}!',
    'Přítel, kterého jste pozvali, právě udělal první objednávku v {{shop_name}}. Jako poděkování máte slevu {{currency}}{{Discount_amount}} na příští objednávku. Použijte níže uvedený kód v pokladně.',
    'Nakupovat',
  ),
  da: texts(
    'Din ven har handlet: {{discount_value}} i rabat til dig hos {{shop_name}}',
    'Tak fordi du anbefalede os, {{customer_name}}!',
    'En ven, du inviterede, har netop afgivet sin første ordre hos {{shop_name}}. Som tak får du {{currency}}{{Discount_amount}} i rabat på din næste ordre. Brug koden nedenfor ved kassen.',
    'Shop nu',
  ),
  de: texts(
    'Ihr Freund hat bestellt: {{discount_value}} Rabatt für Sie bei {{shop_name}}',
    'Danke für Ihre Empfehlung, {{customer_name}}!',
    'Ein Freund, den Sie eingeladen haben, hat gerade zum ersten Mal bei {{shop_name}} bestellt. Als Dankeschön erhalten Sie {{currency}}{{Discount_amount}} Rabatt auf Ihre nächste Bestellung. Geben Sie den Code unten an der Kasse ein.',
    'Jetzt einkaufen',
  ),
  es: texts(
    'Tu amigo ha comprado: {{discount_value}} de descuento para ti en {{shop_name}}',
    '¡Gracias por recomendarnos, {{customer_name}}!',
    'Un amigo al que invitaste acaba de hacer su primer pedido en {{shop_name}}. Como agradecimiento, tienes {{currency}}{{Discount_amount}} de descuento en tu próximo pedido. Usa el código de abajo al pagar.',
    'Comprar ahora',
  ),
  fr: texts(
    'Votre ami a commandé : {{discount_value}} de réduction pour vous chez {{shop_name}}',
    'Merci de nous avoir recommandés, {{customer_name}} !',
    'Un ami que vous avez invité vient de passer sa première commande chez {{shop_name}}. Pour vous remercier, voici {{currency}}{{Discount_amount}} de réduction sur votre prochaine commande. Utilisez le code ci-dessous lors du paiement.',
    'Acheter maintenant',
  ),
  it: texts(
    'Il tuo amico ha ordinato: {{discount_value}} di sconto per te su {{shop_name}}',
    'Grazie per il passaparola, {{customer_name}}!',
    'Un amico che hai invitato ha appena fatto il suo primo ordine su {{shop_name}}. Per ringraziarti, ecco {{currency}}{{Discount_amount}} di sconto sul tuo prossimo ordine. Usa il codice qui sotto al momento del pagamento.',
    'Acquista ora',
  ),
  nl: texts(
    'Je vriend heeft besteld: {{discount_value}} korting voor jou bij {{shop_name}}',
    'Bedankt voor je aanbeveling, {{customer_name}}!',
    'Een vriend die je hebt uitgenodigd, heeft net voor het eerst besteld bij {{shop_name}}. Als dank krijg je {{currency}}{{Discount_amount}} korting op je volgende bestelling. Gebruik de code hieronder bij het afrekenen.',
    'Nu winkelen',
  ),
  no: texts(
    'Vennen din har handlet: {{discount_value}} i rabatt til deg hos {{shop_name}}',
    'Takk for at du anbefalte oss, {{customer_name}}!',
    'En venn du inviterte, har nettopp lagt inn sin første bestilling hos {{shop_name}}. Som takk får du {{currency}}{{Discount_amount}} i rabatt på neste bestilling. Bruk koden nedenfor i kassen.',
    'Handle nå',
  ),
  pl: texts(
    'Twój znajomy złożył zamówienie: {{discount_value}} rabatu dla Ciebie w {{shop_name}}',
    'Dziękujemy za polecenie, {{customer_name}}!',
    'Znajomy, którego zaprosiłeś, właśnie złożył pierwsze zamówienie w {{shop_name}}. W podziękowaniu otrzymujesz {{currency}}{{Discount_amount}} rabatu na następne zamówienie. Użyj poniższego kodu przy kasie.',
    'Kup teraz',
  ),
  pt: texts(
    'Seu amigo comprou: {{discount_value}} de desconto para você na {{shop_name}}',
    'Obrigado por nos indicar, {{customer_name}}!',
    'Um amigo que você convidou acabou de fazer o primeiro pedido na {{shop_name}}. Como agradecimento, aqui está {{currency}}{{Discount_amount}} de desconto no seu próximo pedido. Use o código abaixo no checkout.',
    'Comprar agora',
  ),
  'pt-PT': texts(
    'O seu amigo encomendou: {{discount_value}} de desconto para si na {{shop_name}}',
    'Obrigado por nos recomendar, {{customer_name}}!',
    'Um amigo que convidou acabou de fazer a primeira encomenda na {{shop_name}}. Como agradecimento, tem {{currency}}{{Discount_amount}} de desconto na próxima encomenda. Utilize o código abaixo no pagamento.',
    'Comprar agora',
  ),
  fi: texts(
    'Ystäväsi tilasi: {{discount_value}} alennus sinulle kaupassa {{shop_name}}',
    'Kiitos suosittelusta, {{customer_name}}!',
    'Kutsumasi ystävä teki juuri ensimmäisen tilauksensa kaupassa {{shop_name}}. Kiitokseksi saat {{currency}}{{Discount_amount}} alennusta seuraavasta tilauksestasi. Käytä alla olevaa koodia kassalla.',
    'Osta nyt',
  ),
  sv: texts(
    'Din vän har handlat: {{discount_value}} rabatt till dig hos {{shop_name}}',
    'Tack för att du rekommenderade oss, {{customer_name}}!',
    'En vän som du bjöd in har just lagt sin första beställning hos {{shop_name}}. Som tack får du {{currency}}{{Discount_amount}} rabatt på din nästa beställning. Använd koden nedan i kassan.',
    'Handla nu',
  ),
  tr: texts(
    'Arkadaşınız sipariş verdi: {{shop_name}} mağazasında size {{discount_value}} indirim',
    'Bizi önerdiğiniz için teşekkürler, {{customer_name}}!',
    'Davet ettiğiniz bir arkadaşınız {{shop_name}} mağazasında ilk siparişini verdi. Teşekkür olarak bir sonraki siparişinizde {{currency}}{{Discount_amount}} indirim kazandınız. Ödeme sırasında aşağıdaki kodu kullanın.',
    'Alışverişe başla',
  ),
  th: texts(
    'เพื่อนของคุณสั่งซื้อแล้ว: รับส่วนลด {{discount_value}} ที่ {{shop_name}}',
    'ขอบคุณที่แนะนำเรา {{customer_name}}!',
    'เพื่อนที่คุณเชิญเพิ่งสั่งซื้อครั้งแรกที่ {{shop_name}} เพื่อเป็นการขอบคุณ รับส่วนลด {{currency}}{{Discount_amount}} สำหรับคำสั่งซื้อถัดไปของคุณ ใช้โค้ดด้านล่างตอนชำระเงิน',
    'ช้อปเลย',
  ),
  ja: texts(
    'ご友人がご注文されました：{{shop_name}}で使える{{discount_value}}オフ',
    '{{customer_name}}様、ご紹介ありがとうございます！',
    'ご招待いただいたご友人が{{shop_name}}で初めてご注文されました。感謝のしるしとして、次回のご注文で{{currency}}{{Discount_amount}}オフになるコードをお贈りします。お会計時に下のコードをご入力ください。',
    '今すぐ購入',
  ),
  'zh-CN': texts(
    '您的朋友已下单：{{shop_name}} 送您 {{discount_value}} 优惠',
    '感谢您的推荐，{{customer_name}}！',
    '您邀请的朋友刚刚在 {{shop_name}} 完成了首单。作为感谢，您的下一笔订单可享 {{currency}}{{Discount_amount}} 优惠。结账时请使用下方的优惠码。',
    '立即选购',
  ),
  'zh-TW': texts(
    '您的朋友已下單：{{shop_name}} 送您 {{discount_value}} 折扣',
    '感謝您的推薦，{{customer_name}}！',
    '您邀請的朋友剛剛在 {{shop_name}} 完成了首筆訂單。為表謝意，您的下一筆訂單可享 {{currency}}{{Discount_amount}} 折扣。結帳時請使用下方的折扣碼。',
    '立即選購',
  ),
  ko: texts(
    '친구가 주문했어요: {{shop_name}}에서 {{discount_value}} 할인을 드려요',
    '추천해 주셔서 감사합니다, {{customer_name}}님!',
    '초대하신 친구가 {{shop_name}}에서 첫 주문을 했습니다. 감사의 뜻으로 다음 주문 시 {{currency}}{{Discount_amount}} 할인을 드립니다. 결제할 때 아래 코드를 사용하세요.',
    '지금 쇼핑하기',
  ),
};
