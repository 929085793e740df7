import { type AdminLanguage } from '../i18n/languages';

/**
 * The referral invite's default texts in the 20 languages (docs/product/referral-invites.md): the
 * same words for the invite after a review and the one after an order. They use the invite's
 * placeholders: {{customer_name}}, {{shop_name}}, {{friend_reward}} (the friend's reward, "10%" or
 * "€5.00"); the button opens {{share_link}}.
 */

interface InviteTexts {
  readonly subject: string;
  readonly heading: string;
  readonly body: string;
  readonly button_text: string;
}

const texts = (subject: string, heading: string, body: string, button_text: string): InviteTexts => ({ subject, heading, body, button_text });

export const REFERRAL_INVITE_WORDS: Readonly<Record<AdminLanguage, InviteTexts>> = {
  en: texts(
    'Give your friends {{friend_reward}} off at {{shop_name}}',
    'Thank you, {{customer_name}}! Share {{shop_name}} with your friends',
    'Know someone who would love {{shop_name}}? Share your personal link: your friends get {{friend_reward}} off their first order, and we thank you with a reward when they buy.',
    'Share my link',
  ),
  cs: texts(
    'Dejte přátelům slevu {{friend_reward}} v {{shop_name}}',
    'Děkujeme, {{customer_name}}! Doporučte {{shop_name}} přátelům',
    'Znáte někoho, komu by se {{shop_name}} líbil? Pošlete mu svůj osobní odkaz: vaši přátelé dostanou slevu {{friend_reward}} na první objednávku a my vám poděkujeme odměnou, až nakoupí.',
    'Sdílet můj odkaz',
  ),
  da: texts(
    'Giv dine venner {{friend_reward}} i rabat hos {{shop_name}}',
    'Tak, {{customer_name}}! Del {{shop_name}} med dine venner',
    'Kender du nogen, der ville elske {{shop_name}}? Del dit personlige link: dine venner får {{friend_reward}} i rabat på deres første ordre, og vi takker dig med en belønning, når de handler.',
    'Del mit link',
  ),
  de: texts(
    'Schenken Sie Ihren Freunden {{friend_reward}} Rabatt bei {{shop_name}}',
    'Danke, {{customer_name}}! Empfehlen Sie {{shop_name}} Ihren Freunden',
    'Kennen Sie jemanden, dem {{shop_name}} gefallen würde? Teilen Sie Ihren persönlichen Link: Ihre Freunde erhalten {{friend_reward}} Rabatt auf ihre erste Bestellung, und wir bedanken uns mit einer Belohnung, sobald sie kaufen.',
    'Meinen Link teilen',
  ),
  es: texts(
    'Regala a tus amigos un {{friend_reward}} de descuento en {{shop_name}}',
    '¡Gracias, {{customer_name}}! Comparte {{shop_name}} con tus amigos',
    '¿Conoces a alguien a quien le encantaría {{shop_name}}? Comparte tu enlace personal: tus amigos obtienen {{friend_reward}} de descuento en su primer pedido y te lo agradecemos con una recompensa cuando compren.',
    'Compartir mi enlace',
  ),
  fr: texts(
    'Offrez {{friend_reward}} de réduction à vos amis chez {{shop_name}}',
    'Merci, {{customer_name}} ! Partagez {{shop_name}} avec vos amis',
    'Vous connaissez quelqu’un qui adorerait {{shop_name}} ? Partagez votre lien personnel : vos amis obtiennent {{friend_reward}} de réduction sur leur première commande, et nous vous remercions par une récompense lorsqu’ils achètent.',
    'Partager mon lien',
  ),
  it: texts(
    'Regala ai tuoi amici il {{friend_reward}} di sconto su {{shop_name}}',
    'Grazie, {{customer_name}}! Condividi {{shop_name}} con i tuoi amici',
    'Conosci qualcuno a cui piacerebbe {{shop_name}}? Condividi il tuo link personale: i tuoi amici ricevono {{friend_reward}} di sconto sul primo ordine e noi ti ringraziamo con una ricompensa quando acquistano.',
    'Condividi il mio link',
  ),
  nl: texts(
    'Geef je vrienden {{friend_reward}} korting bij {{shop_name}}',
    'Bedankt, {{customer_name}}! Deel {{shop_name}} met je vrienden',
    'Ken je iemand die {{shop_name}} geweldig zou vinden? Deel je persoonlijke link: je vrienden krijgen {{friend_reward}} korting op hun eerste bestelling, en wij bedanken jou met een beloning wanneer ze iets kopen.',
    'Mijn link delen',
  ),
  no: texts(
    'Gi vennene dine {{friend_reward}} rabatt hos {{shop_name}}',
    'Takk, {{customer_name}}! Del {{shop_name}} med vennene dine',
    'Kjenner du noen som ville elsket {{shop_name}}? Del din personlige lenke: vennene dine får {{friend_reward}} rabatt på sin første bestilling, og vi takker deg med en belønning når de handler.',
    'Del lenken min',
  ),
  pl: texts(
    'Daj znajomym {{friend_reward}} zniżki w {{shop_name}}',
    'Dziękujemy, {{customer_name}}! Poleć {{shop_name}} znajomym',
    'Znasz kogoś, komu spodobałby się {{shop_name}}? Udostępnij swój osobisty link: Twoi znajomi otrzymają {{friend_reward}} zniżki na pierwsze zamówienie, a my podziękujemy Ci nagrodą, gdy zrobią zakupy.',
    'Udostępnij mój link',
  ),
  pt: texts(
    'Dê aos seus amigos {{friend_reward}} de desconto na {{shop_name}}',
    'Obrigado, {{customer_name}}! Compartilhe a {{shop_name}} com seus amigos',
    'Conhece alguém que adoraria a {{shop_name}}? Compartilhe seu link pessoal: seus amigos ganham {{friend_reward}} de desconto no primeiro pedido, e nós agradecemos você com uma recompensa quando eles comprarem.',
    'Compartilhar meu link',
  ),
  'pt-PT': texts(
    'Ofereça aos seus amigos {{friend_reward}} de desconto na {{shop_name}}',
    'Obrigado, {{customer_name}}! Partilhe a {{shop_name}} com os seus amigos',
    'Conhece alguém que adoraria a {{shop_name}}? Partilhe a sua ligação pessoal: os seus amigos recebem {{friend_reward}} de desconto na primeira encomenda e nós agradecemos-lhe com uma recompensa quando comprarem.',
    'Partilhar a minha ligação',
  ),
  fi: texts(
    'Anna ystävillesi {{friend_reward}} alennusta kaupasta {{shop_name}}',
    'Kiitos, {{customer_name}}! Suosittele {{shop_name}} -kauppaa ystävillesi',
    'Tunnetko jonkun, joka ihastuisi kauppaan {{shop_name}}? Jaa henkilökohtainen linkkisi: ystäväsi saavat {{friend_reward}} alennusta ensimmäisestä tilauksestaan, ja kiitämme sinua palkkiolla, kun he ostavat.',
    'Jaa linkkini',
  ),
  sv: texts(
    'Ge dina vänner {{friend_reward}} rabatt hos {{shop_name}}',
    'Tack, {{customer_name}}! Dela {{shop_name}} med dina vänner',
    'Känner du någon som skulle älska {{shop_name}}? Dela din personliga länk: dina vänner får {{friend_reward}} rabatt på sin första beställning, och vi tackar dig med en belöning när de handlar.',
    'Dela min länk',
  ),
  tr: texts(
    'Arkadaşlarınıza {{shop_name}} mağazasında {{friend_reward}} indirim hediye edin',
    'Teşekkürler, {{customer_name}}! {{shop_name}} mağazasını arkadaşlarınızla paylaşın',
    '{{shop_name}} mağazasını sevecek birini tanıyor musunuz? Kişisel bağlantınızı paylaşın: arkadaşlarınız ilk siparişlerinde {{friend_reward}} indirim kazanır, onlar alışveriş yaptığında da size bir ödülle teşekkür ederiz.',
    'Bağlantımı paylaş',
  ),
  th: texts(
    'มอบส่วนลด {{friend_reward}} ที่ {{shop_name}} ให้เพื่อนของคุณ',
    'ขอบคุณ {{customer_name}}! แบ่งปัน {{shop_name}} ให้เพื่อนของคุณ',
    'รู้จักใครที่น่าจะชอบ {{shop_name}} ไหม? แชร์ลิงก์ส่วนตัวของคุณ: เพื่อนของคุณจะได้รับส่วนลด {{friend_reward}} สำหรับคำสั่งซื้อแรก และเราจะขอบคุณคุณด้วยรางวัลเมื่อพวกเขาซื้อ',
    'แชร์ลิงก์ของฉัน',
  ),
  ja: texts(
    'お友達に{{shop_name}}の{{friend_reward}}オフをプレゼント',
    '{{customer_name}}様、ありがとうございます！{{shop_name}}をお友達に紹介しませんか',
    '{{shop_name}}を気に入りそうな方はいませんか？あなた専用のリンクを共有してください。お友達は初回のご注文が{{friend_reward}}オフになり、お友達がご購入されるとあなたにも特典をお贈りします。',
    'リンクを共有する',
  ),
  'zh-CN': texts(
    '送好友 {{shop_name}} 的 {{friend_reward}} 优惠',
    '谢谢您，{{customer_name}}！把 {{shop_name}} 分享给好友吧',
    '认识会喜欢 {{shop_name}} 的朋友吗？分享您的专属链接：好友首单可享 {{friend_reward}} 优惠，好友下单后我们还会送您一份奖励以表感谢。',
    '分享我的链接',
  ),
  'zh-TW': texts(
    '送好友 {{shop_name}} 的 {{friend_reward}} 折扣',
    '謝謝您，{{customer_name}}！把 {{shop_name}} 分享給好友吧',
    '認識會喜歡 {{shop_name}} 的朋友嗎？分享您的專屬連結：好友首次訂購可享 {{friend_reward}} 折扣，好友下單後我們還會送您一份獎勵以表感謝。',
    '分享我的連結',
  ),
  ko: texts(
    '친구에게 {{shop_name}} {{friend_reward}} 할인을 선물하세요',
    '{{customer_name}}님, 감사합니다! 친구에게 {{shop_name}}을(를) 소개해 주세요',
    '{{shop_name}}을(를) 좋아할 만한 분이 있나요? 나만의 링크를 공유하세요. 친구는 첫 주문에서 {{friend_reward}} 할인을 받고, 친구가 구매하면 감사의 뜻으로 보상을 드립니다.',
    '내 링크 공유하기',
  ),
};
