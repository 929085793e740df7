import { type AdminLanguage } from '../i18n/languages';
import { type CollectEmailType, type ReferralInviteEmailType } from './collect-emails';

/**
 * The customer-facing words of the collect e-mails in the 20 languages (docs/product/collect-emails.md):
 * each template's default subject, heading, body and button, and the words around them. They use the
 * e-mail's placeholders; the chrome words also {{n}} (a star's number).
 */

interface Texts {
  readonly subject: string;
  readonly heading: string;
  readonly body: string;
  readonly button_text: string;
}

export interface CollectEmailWords {
  /** The referral e-mails' words are their own (referral-invite-words.ts, ADVOCATE_REWARD_WORDS beside the referral rules). */
  readonly templates: Readonly<Record<Exclude<CollectEmailType, ReferralInviteEmailType | 'advocate_reward'>, Texts>>;
  /** A star link's label: {{n}}. */
  readonly starLabel: string;
  /** Above a product's stars: {{product_name}}. */
  readonly rateProduct: string;
  readonly discountCode: string;
  readonly unsubscribe: string;
  /** Why the customer receives it: {{shop_name}}. */
  readonly footer: string;
}

const texts = (subject: string, heading: string, body: string, button_text: string): Texts => ({ subject, heading, body, button_text });

export const COLLECT_EMAIL_WORDS: Readonly<Record<AdminLanguage, CollectEmailWords>> = {
  en: {
    templates: {
      request_1: texts('How was your order from {{shop_name}}?', 'Hi {{customer_name}}, how did we do?', 'Thank you for your order {{order_number}}. We would love to hear what you think of {{product_name}}. Tap a star below to leave a review: it takes less than a minute.', 'Write a review'),
      request_2: texts('A quick reminder: how is {{product_name}}?', 'Hi {{customer_name}}, we would still love your opinion', 'A few days ago we asked about your order {{order_number}} from {{shop_name}}. Your review helps other shoppers choose: tap a star to share it.', 'Write a review'),
      request_3: texts('Last chance to review your order {{order_number}}', 'One last reminder, {{customer_name}}', 'This is the last time we ask: if you have a moment, tell us what you think of {{product_name}}. Thank you for shopping at {{shop_name}}.', 'Write a review'),
      photo_video_reminder: texts('Add a photo to your review of {{product_name}}', 'Thank you for your review, {{customer_name}}!', 'Photos and videos help other shoppers the most. Add one to your review of {{product_name}} in a few taps.', 'Add a photo or video'),
      update_review: texts('Has your opinion of {{product_name}} changed?', 'Hi {{customer_name}}, anything to add?', 'You reviewed {{product_name}} from {{shop_name}} a while ago. If your view has changed since, you can update your review.', 'Update my review'),
      review_discount: texts('Your {{discount_value}} discount from {{shop_name}}', 'Thank you for your review, {{customer_name}}!', 'As a thank-you, here is {{currency}}{{Discount_amount}} off your next order. Use the code below at checkout.', 'Shop now'),
    },
    starLabel: '{{n}} out of 5 stars',
    rateProduct: 'How would you rate {{product_name}}?',
    discountCode: 'Your discount code',
    unsubscribe: 'Unsubscribe',
    footer: 'You receive this e-mail because you ordered from {{shop_name}}.',
  },
  cs: {
    templates: {
      request_1: texts('Jak jste spokojeni s objednávkou z {{shop_name}}?', 'Dobrý den, {{customer_name}}, jak jsme si vedli?', 'Děkujeme za vaši objednávku {{order_number}}. Rádi bychom slyšeli, co si myslíte o {{product_name}}. Klepněte níže na hvězdičku a napište recenzi: zabere to méně než minutu.', 'Napsat recenzi'),
      request_2: texts('Krátká připomínka: jak se vám líbí {{product_name}}?', 'Dobrý den, {{customer_name}}, váš názor nás stále zajímá', 'Před několika dny jsme se ptali na vaši objednávku {{order_number}} z {{shop_name}}. Vaše recenze pomůže ostatním zákazníkům s výběrem: klepněte na hvězdičku.', 'Napsat recenzi'),
      request_3: texts('Poslední příležitost ohodnotit objednávku {{order_number}}', 'Poslední připomínka, {{customer_name}}', 'Ptáme se naposledy: pokud máte chvilku, napište nám, co si myslíte o {{product_name}}. Děkujeme za nákup v {{shop_name}}.', 'Napsat recenzi'),
      photo_video_reminder: texts('Přidejte fotku k recenzi {{product_name}}', 'Děkujeme za recenzi, {{customer_name}}!', 'Fotky a videa pomáhají ostatním zákazníkům nejvíce. Přidejte je k recenzi {{product_name}} několika klepnutími.', 'Přidat fotku nebo video'),
      update_review: texts('Změnil se váš názor na {{product_name}}?', 'Dobrý den, {{customer_name}}, chcete něco doplnit?', 'Před časem jste ohodnotili {{product_name}} z {{shop_name}}. Pokud se váš názor od té doby změnil, můžete recenzi upravit.', 'Upravit recenzi'),
      review_discount: texts('Vaše sleva {{discount_value}} od {{shop_name}}', 'Děkujeme za recenzi, {{customer_name}}!', 'Jako poděkování máte slevu {{currency}}{{Discount_amount}} na příští objednávku. Použijte níže uvedený kód v pokladně.', 'Nakupovat'),
    },
    starLabel: '{{n}} z 5 hvězdiček',
    rateProduct: 'Jak hodnotíte {{product_name}}?',
    discountCode: 'Váš slevový kód',
    unsubscribe: 'Odhlásit odběr',
    footer: 'Tento e-mail dostáváte, protože jste nakoupili v {{shop_name}}.',
  },
  da: {
    templates: {
      request_1: texts('Hvordan var din ordre fra {{shop_name}}?', 'Hej {{customer_name}}, hvordan klarede vi os?', 'Tak for din ordre {{order_number}}. Vi vil meget gerne høre, hvad du synes om {{product_name}}. Tryk på en stjerne nedenfor for at skrive en anmeldelse: det tager under et minut.', 'Skriv en anmeldelse'),
      request_2: texts('En lille påmindelse: hvordan er {{product_name}}?', 'Hej {{customer_name}}, vi vil stadig gerne høre din mening', 'For et par dage siden spurgte vi til din ordre {{order_number}} fra {{shop_name}}. Din anmeldelse hjælper andre kunder med at vælge: tryk på en stjerne.', 'Skriv en anmeldelse'),
      request_3: texts('Sidste chance for at anmelde ordre {{order_number}}', 'En sidste påmindelse, {{customer_name}}', 'Det er sidste gang, vi spørger: hvis du har et øjeblik, så fortæl os, hvad du synes om {{product_name}}. Tak fordi du handlede hos {{shop_name}}.', 'Skriv en anmeldelse'),
      photo_video_reminder: texts('Tilføj et billede til din anmeldelse af {{product_name}}', 'Tak for din anmeldelse, {{customer_name}}!', 'Billeder og videoer hjælper andre kunder mest. Tilføj et til din anmeldelse af {{product_name}} med få tryk.', 'Tilføj billede eller video'),
      update_review: texts('Har du ændret mening om {{product_name}}?', 'Hej {{customer_name}}, noget at tilføje?', 'Du anmeldte {{product_name}} fra {{shop_name}} for et stykke tid siden. Hvis din mening har ændret sig, kan du opdatere din anmeldelse.', 'Opdater min anmeldelse'),
      review_discount: texts('Din rabat på {{discount_value}} fra {{shop_name}}', 'Tak for din anmeldelse, {{customer_name}}!', 'Som tak får du {{currency}}{{Discount_amount}} i rabat på din næste ordre. Brug koden nedenfor ved kassen.', 'Shop nu'),
    },
    starLabel: '{{n}} ud af 5 stjerner',
    rateProduct: 'Hvordan vil du bedømme {{product_name}}?',
    discountCode: 'Din rabatkode',
    unsubscribe: 'Afmeld',
    footer: 'Du modtager denne e-mail, fordi du har handlet hos {{shop_name}}.',
  },
  de: {
    templates: {
      request_1: texts('Wie war Ihre Bestellung bei {{shop_name}}?', 'Hallo {{customer_name}}, wie haben wir uns geschlagen?', 'Vielen Dank für Ihre Bestellung {{order_number}}. Wir würden gern erfahren, was Sie von {{product_name}} halten. Tippen Sie unten auf einen Stern, um eine Bewertung zu schreiben: Es dauert weniger als eine Minute.', 'Bewertung schreiben'),
      request_2: texts('Kurze Erinnerung: Wie gefällt Ihnen {{product_name}}?', 'Hallo {{customer_name}}, Ihre Meinung interessiert uns weiterhin', 'Vor ein paar Tagen haben wir nach Ihrer Bestellung {{order_number}} bei {{shop_name}} gefragt. Ihre Bewertung hilft anderen Kunden bei der Wahl: Tippen Sie auf einen Stern.', 'Bewertung schreiben'),
      request_3: texts('Letzte Gelegenheit, Bestellung {{order_number}} zu bewerten', 'Eine letzte Erinnerung, {{customer_name}}', 'Wir fragen zum letzten Mal: Wenn Sie einen Moment Zeit haben, sagen Sie uns, was Sie von {{product_name}} halten. Danke für Ihren Einkauf bei {{shop_name}}.', 'Bewertung schreiben'),
      photo_video_reminder: texts('Fügen Sie Ihrer Bewertung von {{product_name}} ein Foto hinzu', 'Danke für Ihre Bewertung, {{customer_name}}!', 'Fotos und Videos helfen anderen Kunden am meisten. Fügen Sie Ihrer Bewertung von {{product_name}} mit wenigen Tipps eines hinzu.', 'Foto oder Video hinzufügen'),
      update_review: texts('Hat sich Ihre Meinung zu {{product_name}} geändert?', 'Hallo {{customer_name}}, möchten Sie etwas ergänzen?', 'Sie haben {{product_name}} von {{shop_name}} vor einiger Zeit bewertet. Wenn sich Ihre Meinung seitdem geändert hat, können Sie Ihre Bewertung aktualisieren.', 'Bewertung aktualisieren'),
      review_discount: texts('Ihr Rabatt von {{discount_value}} bei {{shop_name}}', 'Danke für Ihre Bewertung, {{customer_name}}!', 'Als Dankeschön erhalten Sie {{currency}}{{Discount_amount}} Rabatt auf Ihre nächste Bestellung. Geben Sie den Code unten an der Kasse ein.', 'Jetzt einkaufen'),
    },
    starLabel: '{{n}} von 5 Sternen',
    rateProduct: 'Wie bewerten Sie {{product_name}}?',
    discountCode: 'Ihr Rabattcode',
    unsubscribe: 'Abmelden',
    footer: 'Sie erhalten diese E-Mail, weil Sie bei {{shop_name}} bestellt haben.',
  },
  es: {
    templates: {
      request_1: texts('¿Qué tal tu pedido de {{shop_name}}?', 'Hola, {{customer_name}}, ¿qué tal lo hicimos?', 'Gracias por tu pedido {{order_number}}. Nos encantaría saber qué opinas de {{product_name}}. Toca una estrella para dejar una reseña: tardarás menos de un minuto.', 'Escribir una reseña'),
      request_2: texts('Un breve recordatorio: ¿qué tal {{product_name}}?', 'Hola, {{customer_name}}, seguimos queriendo saber tu opinión', 'Hace unos días te preguntamos por tu pedido {{order_number}} de {{shop_name}}. Tu reseña ayuda a otros clientes a elegir: toca una estrella para compartirla.', 'Escribir una reseña'),
      request_3: texts('Última oportunidad para valorar tu pedido {{order_number}}', 'Un último recordatorio, {{customer_name}}', 'Es la última vez que te lo pedimos: si tienes un momento, cuéntanos qué opinas de {{product_name}}. Gracias por comprar en {{shop_name}}.', 'Escribir una reseña'),
      photo_video_reminder: texts('Añade una foto a tu reseña de {{product_name}}', '¡Gracias por tu reseña, {{customer_name}}!', 'Las fotos y los vídeos son lo que más ayuda a otros clientes. Añade uno a tu reseña de {{product_name}} en pocos toques.', 'Añadir foto o vídeo'),
      update_review: texts('¿Ha cambiado tu opinión sobre {{product_name}}?', 'Hola, {{customer_name}}, ¿algo que añadir?', 'Hace un tiempo valoraste {{product_name}} de {{shop_name}}. Si tu opinión ha cambiado desde entonces, puedes actualizar tu reseña.', 'Actualizar mi reseña'),
      review_discount: texts('Tu descuento de {{discount_value}} de {{shop_name}}', '¡Gracias por tu reseña, {{customer_name}}!', 'Como agradecimiento, tienes {{currency}}{{Discount_amount}} de descuento en tu próximo pedido. Usa el código de abajo al pagar.', 'Comprar ahora'),
    },
    starLabel: '{{n}} de 5 estrellas',
    rateProduct: '¿Cómo valorarías {{product_name}}?',
    discountCode: 'Tu código de descuento',
    unsubscribe: 'Darse de baja',
    footer: 'Recibes este correo porque hiciste un pedido en {{shop_name}}.',
  },
  fr: {
    templates: {
      request_1: texts('Comment s’est passée votre commande chez {{shop_name}} ?', 'Bonjour {{customer_name}}, qu’en avez-vous pensé ?', 'Merci pour votre commande {{order_number}}. Nous aimerions savoir ce que vous pensez de {{product_name}}. Touchez une étoile ci-dessous pour laisser un avis : cela prend moins d’une minute.', 'Écrire un avis'),
      request_2: texts('Petit rappel : que pensez-vous de {{product_name}} ?', 'Bonjour {{customer_name}}, votre avis nous intéresse toujours', 'Il y a quelques jours, nous vous avons interrogé sur votre commande {{order_number}} chez {{shop_name}}. Votre avis aide les autres clients à choisir : touchez une étoile pour le partager.', 'Écrire un avis'),
      request_3: texts('Dernière chance de noter votre commande {{order_number}}', 'Un dernier rappel, {{customer_name}}', 'C’est la dernière fois que nous vous le demandons : si vous avez un instant, dites-nous ce que vous pensez de {{product_name}}. Merci d’avoir acheté chez {{shop_name}}.', 'Écrire un avis'),
      photo_video_reminder: texts('Ajoutez une photo à votre avis sur {{product_name}}', 'Merci pour votre avis, {{customer_name}} !', 'Les photos et vidéos sont ce qui aide le plus les autres clients. Ajoutez-en une à votre avis sur {{product_name}} en quelques gestes.', 'Ajouter une photo ou une vidéo'),
      update_review: texts('Votre avis sur {{product_name}} a-t-il changé ?', 'Bonjour {{customer_name}}, quelque chose à ajouter ?', 'Vous avez noté {{product_name}} de {{shop_name}} il y a quelque temps. Si votre avis a changé depuis, vous pouvez le mettre à jour.', 'Mettre à jour mon avis'),
      review_discount: texts('Votre réduction de {{discount_value}} chez {{shop_name}}', 'Merci pour votre avis, {{customer_name}} !', 'Pour vous remercier, voici {{currency}}{{Discount_amount}} de réduction sur votre prochaine commande. Utilisez le code ci-dessous lors du paiement.', 'Acheter maintenant'),
    },
    starLabel: '{{n}} étoiles sur 5',
    rateProduct: 'Quelle note donneriez-vous à {{product_name}} ?',
    discountCode: 'Votre code de réduction',
    unsubscribe: 'Se désabonner',
    footer: 'Vous recevez cet e-mail parce que vous avez commandé chez {{shop_name}}.',
  },
  it: {
    templates: {
      request_1: texts('Com’è andato il tuo ordine da {{shop_name}}?', 'Ciao {{customer_name}}, come ce la siamo cavata?', 'Grazie per il tuo ordine {{order_number}}. Ci piacerebbe sapere cosa pensi di {{product_name}}. Tocca una stella qui sotto per lasciare una recensione: ci vuole meno di un minuto.', 'Scrivi una recensione'),
      request_2: texts('Un breve promemoria: com’è {{product_name}}?', 'Ciao {{customer_name}}, la tua opinione ci interessa ancora', 'Qualche giorno fa ti abbiamo chiesto del tuo ordine {{order_number}} da {{shop_name}}. La tua recensione aiuta gli altri clienti a scegliere: tocca una stella per condividerla.', 'Scrivi una recensione'),
      request_3: texts('Ultima occasione per recensire l’ordine {{order_number}}', 'Un ultimo promemoria, {{customer_name}}', 'È l’ultima volta che te lo chiediamo: se hai un momento, dicci cosa pensi di {{product_name}}. Grazie per aver acquistato da {{shop_name}}.', 'Scrivi una recensione'),
      photo_video_reminder: texts('Aggiungi una foto alla tua recensione di {{product_name}}', 'Grazie per la tua recensione, {{customer_name}}!', 'Foto e video sono ciò che aiuta di più gli altri clienti. Aggiungine uno alla tua recensione di {{product_name}} con pochi tocchi.', 'Aggiungi foto o video'),
      update_review: texts('La tua opinione su {{product_name}} è cambiata?', 'Ciao {{customer_name}}, qualcosa da aggiungere?', 'Tempo fa hai recensito {{product_name}} di {{shop_name}}. Se da allora la tua opinione è cambiata, puoi aggiornare la recensione.', 'Aggiorna la recensione'),
      review_discount: texts('Il tuo sconto di {{discount_value}} da {{shop_name}}', 'Grazie per la tua recensione, {{customer_name}}!', 'Per ringraziarti, ecco {{currency}}{{Discount_amount}} di sconto sul prossimo ordine. Usa il codice qui sotto al momento del pagamento.', 'Acquista ora'),
    },
    starLabel: '{{n}} stelle su 5',
    rateProduct: 'Che voto daresti a {{product_name}}?',
    discountCode: 'Il tuo codice sconto',
    unsubscribe: 'Annulla iscrizione',
    footer: 'Ricevi questa e-mail perché hai ordinato da {{shop_name}}.',
  },
  nl: {
    templates: {
      request_1: texts('Hoe was je bestelling bij {{shop_name}}?', 'Hoi {{customer_name}}, hoe hebben we het gedaan?', 'Bedankt voor je bestelling {{order_number}}. We horen graag wat je van {{product_name}} vindt. Tik hieronder op een ster om een review te schrijven: het kost minder dan een minuut.', 'Review schrijven'),
      request_2: texts('Een korte herinnering: hoe bevalt {{product_name}}?', 'Hoi {{customer_name}}, we horen nog steeds graag je mening', 'Een paar dagen geleden vroegen we naar je bestelling {{order_number}} bij {{shop_name}}. Je review helpt andere klanten kiezen: tik op een ster om hem te delen.', 'Review schrijven'),
      request_3: texts('Laatste kans om bestelling {{order_number}} te beoordelen', 'Een laatste herinnering, {{customer_name}}', 'Dit is de laatste keer dat we het vragen: als je even tijd hebt, vertel ons wat je van {{product_name}} vindt. Bedankt voor je aankoop bij {{shop_name}}.', 'Review schrijven'),
      photo_video_reminder: texts('Voeg een foto toe aan je review van {{product_name}}', 'Bedankt voor je review, {{customer_name}}!', 'Foto’s en video’s helpen andere klanten het meest. Voeg er met een paar tikken een toe aan je review van {{product_name}}.', 'Foto of video toevoegen'),
      update_review: texts('Is je mening over {{product_name}} veranderd?', 'Hoi {{customer_name}}, nog iets toe te voegen?', 'Je hebt {{product_name}} van {{shop_name}} een tijd geleden beoordeeld. Is je mening sindsdien veranderd, dan kun je je review bijwerken.', 'Mijn review bijwerken'),
      review_discount: texts('Je korting van {{discount_value}} bij {{shop_name}}', 'Bedankt voor je review, {{customer_name}}!', 'Als dank krijg je {{currency}}{{Discount_amount}} korting op je volgende bestelling. Gebruik de code hieronder bij het afrekenen.', 'Nu shoppen'),
    },
    starLabel: '{{n}} van de 5 sterren',
    rateProduct: 'Hoe beoordeel je {{product_name}}?',
    discountCode: 'Je kortingscode',
    unsubscribe: 'Afmelden',
    footer: 'Je ontvangt deze e-mail omdat je hebt besteld bij {{shop_name}}.',
  },
  no: {
    templates: {
      request_1: texts('Hvordan var bestillingen din fra {{shop_name}}?', 'Hei {{customer_name}}, hvordan gjorde vi det?', 'Takk for bestillingen {{order_number}}. Vi vil gjerne høre hva du synes om {{product_name}}. Trykk på en stjerne nedenfor for å skrive en anmeldelse: det tar under ett minutt.', 'Skriv en anmeldelse'),
      request_2: texts('En liten påminnelse: hvordan er {{product_name}}?', 'Hei {{customer_name}}, vi vil fortsatt gjerne høre din mening', 'For noen dager siden spurte vi om bestillingen {{order_number}} fra {{shop_name}}. Anmeldelsen din hjelper andre kunder å velge: trykk på en stjerne.', 'Skriv en anmeldelse'),
      request_3: texts('Siste sjanse til å anmelde bestilling {{order_number}}', 'En siste påminnelse, {{customer_name}}', 'Dette er siste gang vi spør: hvis du har et øyeblikk, fortell oss hva du synes om {{product_name}}. Takk for at du handlet hos {{shop_name}}.', 'Skriv en anmeldelse'),
      photo_video_reminder: texts('Legg til et bilde i anmeldelsen av {{product_name}}', 'Takk for anmeldelsen, {{customer_name}}!', 'Bilder og videoer hjelper andre kunder mest. Legg til et i anmeldelsen av {{product_name}} med noen få trykk.', 'Legg til bilde eller video'),
      update_review: texts('Har du endret mening om {{product_name}}?', 'Hei {{customer_name}}, noe å legge til?', 'Du anmeldte {{product_name}} fra {{shop_name}} for en stund siden. Hvis du har endret mening siden, kan du oppdatere anmeldelsen.', 'Oppdater anmeldelsen'),
      review_discount: texts('Din rabatt på {{discount_value}} fra {{shop_name}}', 'Takk for anmeldelsen, {{customer_name}}!', 'Som takk får du {{currency}}{{Discount_amount}} i rabatt på neste bestilling. Bruk koden nedenfor i kassen.', 'Handle nå'),
    },
    starLabel: '{{n}} av 5 stjerner',
    rateProduct: 'Hva gir du {{product_name}}?',
    discountCode: 'Din rabattkode',
    unsubscribe: 'Avslutt abonnement',
    footer: 'Du får denne e-posten fordi du har handlet hos {{shop_name}}.',
  },
  pl: {
    templates: {
      request_1: texts('Jak oceniasz zamówienie z {{shop_name}}?', 'Cześć {{customer_name}}, jak nam poszło?', 'Dziękujemy za zamówienie {{order_number}}. Chętnie dowiemy się, co myślisz o {{product_name}}. Dotknij gwiazdki poniżej, aby wystawić opinię: zajmie to mniej niż minutę.', 'Napisz opinię'),
      request_2: texts('Krótkie przypomnienie: jak sprawdza się {{product_name}}?', 'Cześć {{customer_name}}, nadal czekamy na Twoją opinię', 'Kilka dni temu pytaliśmy o zamówienie {{order_number}} z {{shop_name}}. Twoja opinia pomaga innym klientom wybrać: dotknij gwiazdki, aby się nią podzielić.', 'Napisz opinię'),
      request_3: texts('Ostatnia szansa na ocenę zamówienia {{order_number}}', 'Ostatnie przypomnienie, {{customer_name}}', 'Pytamy po raz ostatni: jeśli masz chwilę, napisz, co myślisz o {{product_name}}. Dziękujemy za zakupy w {{shop_name}}.', 'Napisz opinię'),
      photo_video_reminder: texts('Dodaj zdjęcie do opinii o {{product_name}}', 'Dziękujemy za opinię, {{customer_name}}!', 'Zdjęcia i filmy najbardziej pomagają innym klientom. Dodaj je do opinii o {{product_name}} kilkoma dotknięciami.', 'Dodaj zdjęcie lub film'),
      update_review: texts('Czy zmieniłeś zdanie o {{product_name}}?', 'Cześć {{customer_name}}, chcesz coś dodać?', 'Jakiś czas temu oceniłeś {{product_name}} z {{shop_name}}. Jeśli Twoje zdanie się zmieniło, możesz zaktualizować opinię.', 'Zaktualizuj opinię'),
      review_discount: texts('Twój rabat {{discount_value}} od {{shop_name}}', 'Dziękujemy za opinię, {{customer_name}}!', 'W podziękowaniu otrzymujesz {{currency}}{{Discount_amount}} rabatu na kolejne zamówienie. Użyj poniższego kodu przy kasie.', 'Kup teraz'),
    },
    starLabel: '{{n}} z 5 gwiazdek',
    rateProduct: 'Jak oceniasz {{product_name}}?',
    discountCode: 'Twój kod rabatowy',
    unsubscribe: 'Wypisz się',
    footer: 'Otrzymujesz tę wiadomość, ponieważ zamówiłeś w {{shop_name}}.',
  },
  pt: {
    templates: {
      request_1: texts('Como foi seu pedido na {{shop_name}}?', 'Olá, {{customer_name}}, como nos saímos?', 'Obrigado pelo seu pedido {{order_number}}. Adoraríamos saber o que você achou de {{product_name}}. Toque em uma estrela abaixo para deixar uma avaliação: leva menos de um minuto.', 'Escrever avaliação'),
      request_2: texts('Um lembrete rápido: o que achou de {{product_name}}?', 'Olá, {{customer_name}}, ainda queremos sua opinião', 'Há alguns dias perguntamos sobre seu pedido {{order_number}} na {{shop_name}}. Sua avaliação ajuda outros clientes a escolher: toque em uma estrela para compartilhá-la.', 'Escrever avaliação'),
      request_3: texts('Última chance de avaliar o pedido {{order_number}}', 'Um último lembrete, {{customer_name}}', 'Esta é a última vez que pedimos: se tiver um momento, conte o que achou de {{product_name}}. Obrigado por comprar na {{shop_name}}.', 'Escrever avaliação'),
      photo_video_reminder: texts('Adicione uma foto à sua avaliação de {{product_name}}', 'Obrigado pela sua avaliação, {{customer_name}}!', 'Fotos e vídeos são o que mais ajuda outros clientes. Adicione um à sua avaliação de {{product_name}} com poucos toques.', 'Adicionar foto ou vídeo'),
      update_review: texts('Sua opinião sobre {{product_name}} mudou?', 'Olá, {{customer_name}}, algo a acrescentar?', 'Você avaliou {{product_name}} da {{shop_name}} há algum tempo. Se sua opinião mudou desde então, você pode atualizar a avaliação.', 'Atualizar minha avaliação'),
      review_discount: texts('Seu desconto de {{discount_value}} na {{shop_name}}', 'Obrigado pela sua avaliação, {{customer_name}}!', 'Como agradecimento, aqui está {{currency}}{{Discount_amount}} de desconto no seu próximo pedido. Use o código abaixo no checkout.', 'Comprar agora'),
    },
    starLabel: '{{n}} de 5 estrelas',
    rateProduct: 'Que nota você dá para {{product_name}}?',
    discountCode: 'Seu código de desconto',
    unsubscribe: 'Cancelar inscrição',
    footer: 'Você recebe este e-mail porque fez um pedido na {{shop_name}}.',
  },
  'pt-PT': {
    templates: {
      request_1: texts('Como correu a sua encomenda na {{shop_name}}?', 'Olá, {{customer_name}}, como nos saímos?', 'Obrigado pela sua encomenda {{order_number}}. Gostaríamos muito de saber o que pensa de {{product_name}}. Toque numa estrela abaixo para deixar uma avaliação: demora menos de um minuto.', 'Escrever uma avaliação'),
      request_2: texts('Um pequeno lembrete: o que acha de {{product_name}}?', 'Olá, {{customer_name}}, continuamos a querer a sua opinião', 'Há alguns dias perguntámos pela sua encomenda {{order_number}} na {{shop_name}}. A sua avaliação ajuda outros clientes a escolher: toque numa estrela para a partilhar.', 'Escrever uma avaliação'),
      request_3: texts('Última oportunidade para avaliar a encomenda {{order_number}}', 'Um último lembrete, {{customer_name}}', 'É a última vez que pedimos: se tiver um momento, diga-nos o que pensa de {{product_name}}. Obrigado por comprar na {{shop_name}}.', 'Escrever uma avaliação'),
      photo_video_reminder: texts('Acrescente uma fotografia à sua avaliação de {{product_name}}', 'Obrigado pela sua avaliação, {{customer_name}}!', 'Fotografias e vídeos são o que mais ajuda outros clientes. Acrescente um à sua avaliação de {{product_name}} com poucos toques.', 'Acrescentar fotografia ou vídeo'),
      update_review: texts('A sua opinião sobre {{product_name}} mudou?', 'Olá, {{customer_name}}, algo a acrescentar?', 'Avaliou {{product_name}} da {{shop_name}} há algum tempo. Se a sua opinião mudou entretanto, pode atualizar a avaliação.', 'Atualizar a minha avaliação'),
      review_discount: texts('O seu desconto de {{discount_value}} na {{shop_name}}', 'Obrigado pela sua avaliação, {{customer_name}}!', 'Como agradecimento, tem {{currency}}{{Discount_amount}} de desconto na próxima encomenda. Utilize o código abaixo no pagamento.', 'Comprar agora'),
    },
    starLabel: '{{n}} de 5 estrelas',
    rateProduct: 'Que nota dá a {{product_name}}?',
    discountCode: 'O seu código de desconto',
    unsubscribe: 'Anular subscrição',
    footer: 'Recebe este e-mail porque fez uma encomenda na {{shop_name}}.',
  },
  fi: {
    templates: {
      request_1: texts('Millainen oli tilauksesi kaupasta {{shop_name}}?', 'Hei {{customer_name}}, miten onnistuimme?', 'Kiitos tilauksestasi {{order_number}}. Haluaisimme kuulla, mitä pidät tuotteesta {{product_name}}. Napauta alla olevaa tähteä ja kirjoita arvostelu: se vie alle minuutin.', 'Kirjoita arvostelu'),
      request_2: texts('Pieni muistutus: millainen {{product_name}} on?', 'Hei {{customer_name}}, mielipiteesi kiinnostaa yhä', 'Kysyimme muutama päivä sitten tilauksestasi {{order_number}} kaupasta {{shop_name}}. Arvostelusi auttaa muita asiakkaita valitsemaan: napauta tähteä.', 'Kirjoita arvostelu'),
      request_3: texts('Viimeinen tilaisuus arvostella tilaus {{order_number}}', 'Viimeinen muistutus, {{customer_name}}', 'Kysymme viimeisen kerran: jos sinulla on hetki, kerro mitä pidät tuotteesta {{product_name}}. Kiitos, että asioit kaupassa {{shop_name}}.', 'Kirjoita arvostelu'),
      photo_video_reminder: texts('Lisää kuva arvosteluusi tuotteesta {{product_name}}', 'Kiitos arvostelustasi, {{customer_name}}!', 'Kuvat ja videot auttavat muita asiakkaita eniten. Lisää sellainen arvosteluusi tuotteesta {{product_name}} muutamalla napautuksella.', 'Lisää kuva tai video'),
      update_review: texts('Onko mielipiteesi tuotteesta {{product_name}} muuttunut?', 'Hei {{customer_name}}, haluatko lisätä jotain?', 'Arvostelit tuotteen {{product_name}} kaupasta {{shop_name}} jokin aika sitten. Jos mielipiteesi on muuttunut, voit päivittää arvostelusi.', 'Päivitä arvosteluni'),
      review_discount: texts('{{discount_value}} alennuksesi kaupasta {{shop_name}}', 'Kiitos arvostelustasi, {{customer_name}}!', 'Kiitokseksi saat {{currency}}{{Discount_amount}} alennusta seuraavasta tilauksestasi. Käytä alla olevaa koodia kassalla.', 'Osta nyt'),
    },
    starLabel: '{{n}}/5 tähteä',
    rateProduct: 'Minkä arvosanan annat tuotteelle {{product_name}}?',
    discountCode: 'Alennuskoodisi',
    unsubscribe: 'Peru tilaus',
    footer: 'Saat tämän sähköpostin, koska tilasit kaupasta {{shop_name}}.',
  },
  sv: {
    templates: {
      request_1: texts('Hur var din beställning från {{shop_name}}?', 'Hej {{customer_name}}, hur gick det?', 'Tack för din beställning {{order_number}}. Vi vill gärna höra vad du tycker om {{product_name}}. Tryck på en stjärna nedan för att skriva ett omdöme: det tar mindre än en minut.', 'Skriv ett omdöme'),
      request_2: texts('En kort påminnelse: hur är {{product_name}}?', 'Hej {{customer_name}}, vi vill fortfarande gärna höra din åsikt', 'För några dagar sedan frågade vi om din beställning {{order_number}} från {{shop_name}}. Ditt omdöme hjälper andra kunder att välja: tryck på en stjärna.', 'Skriv ett omdöme'),
      request_3: texts('Sista chansen att betygsätta beställning {{order_number}}', 'En sista påminnelse, {{customer_name}}', 'Det här är sista gången vi frågar: om du har en stund, berätta vad du tycker om {{product_name}}. Tack för att du handlade hos {{shop_name}}.', 'Skriv ett omdöme'),
      photo_video_reminder: texts('Lägg till en bild i ditt omdöme om {{product_name}}', 'Tack för ditt omdöme, {{customer_name}}!', 'Bilder och videor hjälper andra kunder mest. Lägg till en i ditt omdöme om {{product_name}} med några tryck.', 'Lägg till bild eller video'),
      update_review: texts('Har du ändrat uppfattning om {{product_name}}?', 'Hej {{customer_name}}, något att lägga till?', 'Du betygsatte {{product_name}} från {{shop_name}} för ett tag sedan. Om du har ändrat uppfattning kan du uppdatera ditt omdöme.', 'Uppdatera mitt omdöme'),
      review_discount: texts('Din rabatt på {{discount_value}} från {{shop_name}}', 'Tack för ditt omdöme, {{customer_name}}!', 'Som tack får du {{currency}}{{Discount_amount}} rabatt på nästa beställning. Använd koden nedan i kassan.', 'Handla nu'),
    },
    starLabel: '{{n}} av 5 stjärnor',
    rateProduct: 'Vilket betyg ger du {{product_name}}?',
    discountCode: 'Din rabattkod',
    unsubscribe: 'Avsluta prenumeration',
    footer: 'Du får det här mejlet eftersom du har handlat hos {{shop_name}}.',
  },
  tr: {
    templates: {
      request_1: texts('{{shop_name}} siparişiniz nasıldı?', 'Merhaba {{customer_name}}, nasıl yaptık?', '{{order_number}} numaralı siparişiniz için teşekkürler. {{product_name}} hakkında ne düşündüğünüzü duymak isteriz. Değerlendirme bırakmak için aşağıdaki bir yıldıza dokunun: bir dakikadan kısa sürer.', 'Değerlendirme yaz'),
      request_2: texts('Kısa bir hatırlatma: {{product_name}} nasıl?', 'Merhaba {{customer_name}}, görüşünüzü hâlâ merak ediyoruz', 'Birkaç gün önce {{shop_name}} mağazasından verdiğiniz {{order_number}} numaralı siparişi sorduk. Değerlendirmeniz diğer müşterilerin seçim yapmasına yardımcı olur: bir yıldıza dokunun.', 'Değerlendirme yaz'),
      request_3: texts('{{order_number}} numaralı siparişi değerlendirmek için son şans', 'Son bir hatırlatma, {{customer_name}}', 'Bu son sorumuz: bir dakikanız varsa {{product_name}} hakkında ne düşündüğünüzü bize anlatın. {{shop_name}} mağazasından alışveriş yaptığınız için teşekkürler.', 'Değerlendirme yaz'),
      photo_video_reminder: texts('{{product_name}} değerlendirmenize bir fotoğraf ekleyin', 'Değerlendirmeniz için teşekkürler, {{customer_name}}!', 'Fotoğraf ve videolar diğer müşterilere en çok yardımcı olan şeydir. {{product_name}} değerlendirmenize birkaç dokunuşla bir tane ekleyin.', 'Fotoğraf veya video ekle'),
      update_review: texts('{{product_name}} hakkındaki görüşünüz değişti mi?', 'Merhaba {{customer_name}}, eklemek istediğiniz bir şey var mı?', 'Bir süre önce {{shop_name}} mağazasından {{product_name}} ürününü değerlendirdiniz. Görüşünüz değiştiyse değerlendirmenizi güncelleyebilirsiniz.', 'Değerlendirmemi güncelle'),
      review_discount: texts('{{shop_name}} mağazasından {{discount_value}} indiriminiz', 'Değerlendirmeniz için teşekkürler, {{customer_name}}!', 'Teşekkür olarak bir sonraki siparişinizde {{currency}}{{Discount_amount}} indirim kazandınız. Ödeme sırasında aşağıdaki kodu kullanın.', 'Alışverişe başla'),
    },
    starLabel: '5 üzerinden {{n}} yıldız',
    rateProduct: '{{product_name}} ürününe kaç puan verirsiniz?',
    discountCode: 'İndirim kodunuz',
    unsubscribe: 'Abonelikten çık',
    footer: 'Bu e-postayı {{shop_name}} mağazasından sipariş verdiğiniz için alıyorsunuz.',
  },
  th: {
    templates: {
      request_1: texts('คำสั่งซื้อจาก {{shop_name}} เป็นอย่างไรบ้าง', 'สวัสดีคุณ {{customer_name}} เราทำได้ดีแค่ไหน', 'ขอบคุณสำหรับคำสั่งซื้อ {{order_number}} เราอยากทราบความคิดเห็นของคุณเกี่ยวกับ {{product_name}} แตะดาวด้านล่างเพื่อเขียนรีวิว ใช้เวลาไม่ถึงหนึ่งนาที', 'เขียนรีวิว'),
      request_2: texts('แจ้งเตือนสั้นๆ: {{product_name}} เป็นอย่างไรบ้าง', 'สวัสดีคุณ {{customer_name}} เรายังอยากฟังความคิดเห็นของคุณ', 'เมื่อไม่กี่วันก่อนเราได้สอบถามเกี่ยวกับคำสั่งซื้อ {{order_number}} จาก {{shop_name}} รีวิวของคุณช่วยให้ลูกค้าคนอื่นตัดสินใจได้ แตะดาวเพื่อแบ่งปัน', 'เขียนรีวิว'),
      request_3: texts('โอกาสสุดท้ายในการรีวิวคำสั่งซื้อ {{order_number}}', 'แจ้งเตือนครั้งสุดท้าย คุณ {{customer_name}}', 'นี่เป็นครั้งสุดท้ายที่เราขอ หากคุณมีเวลาสักครู่ โปรดบอกเราว่าคุณคิดอย่างไรกับ {{product_name}} ขอบคุณที่ซื้อสินค้ากับ {{shop_name}}', 'เขียนรีวิว'),
      photo_video_reminder: texts('เพิ่มรูปภาพในรีวิว {{product_name}} ของคุณ', 'ขอบคุณสำหรับรีวิว คุณ {{customer_name}}!', 'รูปภาพและวิดีโอช่วยลูกค้าคนอื่นได้มากที่สุด เพิ่มลงในรีวิว {{product_name}} ของคุณได้ในไม่กี่แตะ', 'เพิ่มรูปภาพหรือวิดีโอ'),
      update_review: texts('ความคิดเห็นของคุณต่อ {{product_name}} เปลี่ยนไปหรือไม่', 'สวัสดีคุณ {{customer_name}} มีอะไรจะเพิ่มเติมไหม', 'คุณเคยรีวิว {{product_name}} จาก {{shop_name}} ไว้เมื่อไม่นานมานี้ หากความคิดเห็นของคุณเปลี่ยนไป คุณสามารถอัปเดตรีวิวได้', 'อัปเดตรีวิวของฉัน'),
      review_discount: texts('ส่วนลด {{discount_value}} ของคุณจาก {{shop_name}}', 'ขอบคุณสำหรับรีวิว คุณ {{customer_name}}!', 'เพื่อเป็นการขอบคุณ รับส่วนลด {{currency}}{{Discount_amount}} สำหรับคำสั่งซื้อถัดไป ใช้โค้ดด้านล่างตอนชำระเงิน', 'ช้อปเลย'),
    },
    starLabel: '{{n}} จาก 5 ดาว',
    rateProduct: 'คุณให้คะแนน {{product_name}} เท่าไร',
    discountCode: 'โค้ดส่วนลดของคุณ',
    unsubscribe: 'ยกเลิกการรับอีเมล',
    footer: 'คุณได้รับอีเมลนี้เพราะคุณสั่งซื้อจาก {{shop_name}}',
  },
  ja: {
    templates: {
      request_1: texts('{{shop_name}}でのご注文はいかがでしたか?', '{{customer_name}}様、いかがでしたか?', 'ご注文{{order_number}}をありがとうございました。{{product_name}}のご感想をぜひお聞かせください。下の星をタップするとレビューを書けます。1分もかかりません。', 'レビューを書く'),
      request_2: texts('リマインダー:{{product_name}}はいかがですか?', '{{customer_name}}様、ご意見をお待ちしています', '数日前に{{shop_name}}でのご注文{{order_number}}についてお伺いしました。レビューは他のお客様の商品選びに役立ちます。星をタップして共有してください。', 'レビューを書く'),
      request_3: texts('ご注文{{order_number}}をレビューする最後の機会です', '{{customer_name}}様、最後のお願いです', 'これが最後のお願いです。お時間があれば、{{product_name}}のご感想をお聞かせください。{{shop_name}}でのお買い物ありがとうございました。', 'レビューを書く'),
      photo_video_reminder: texts('{{product_name}}のレビューに写真を追加しましょう', '{{customer_name}}様、レビューをありがとうございます!', '写真や動画は他のお客様にとって最も参考になります。数回のタップで{{product_name}}のレビューに追加できます。', '写真・動画を追加'),
      update_review: texts('{{product_name}}のご評価に変化はありましたか?', '{{customer_name}}様、追加したいことはありますか?', '以前{{shop_name}}の{{product_name}}をレビューしていただきました。その後ご意見が変わった場合は、レビューを更新できます。', 'レビューを更新'),
      review_discount: texts('{{shop_name}}から{{discount_value}}割引のプレゼント', '{{customer_name}}様、レビューをありがとうございます!', '感謝の気持ちとして、次回のご注文で{{currency}}{{Discount_amount}}割引をご利用いただけます。お会計時に下のコードをご入力ください。', '買い物をする'),
    },
    starLabel: '5つ星中{{n}}つ星',
    rateProduct: '{{product_name}}の評価は?',
    discountCode: '割引コード',
    unsubscribe: '配信停止',
    footer: '{{shop_name}}でご注文いただいたため、このメールをお送りしています。',
  },
  'zh-CN': {
    templates: {
      request_1: texts('您在 {{shop_name}} 的订单体验如何?', '{{customer_name}},您好,我们做得怎么样?', '感谢您的订单 {{order_number}}。我们很想知道您对 {{product_name}} 的看法。点击下方的星星即可留下评价,用时不到一分钟。', '写评价'),
      request_2: texts('温馨提醒:{{product_name}} 用得怎么样?', '{{customer_name}},您好,我们仍期待您的意见', '几天前我们询问了您在 {{shop_name}} 的订单 {{order_number}}。您的评价能帮助其他顾客做出选择:点击星星即可分享。', '写评价'),
      request_3: texts('评价订单 {{order_number}} 的最后机会', '最后一次提醒,{{customer_name}}', '这是我们最后一次询问:如果您有空,请告诉我们您对 {{product_name}} 的看法。感谢您在 {{shop_name}} 购物。', '写评价'),
      photo_video_reminder: texts('为您对 {{product_name}} 的评价添加照片', '感谢您的评价,{{customer_name}}!', '照片和视频对其他顾客最有帮助。只需轻点几下,即可为您对 {{product_name}} 的评价添加。', '添加照片或视频'),
      update_review: texts('您对 {{product_name}} 的看法有变化吗?', '{{customer_name}},您好,还有要补充的吗?', '您之前评价过 {{shop_name}} 的 {{product_name}}。如果您的看法有所改变,可以更新您的评价。', '更新我的评价'),
      review_discount: texts('来自 {{shop_name}} 的 {{discount_value}} 折扣', '感谢您的评价,{{customer_name}}!', '为表谢意,您的下一笔订单可享 {{currency}}{{Discount_amount}} 优惠。结账时请使用下方的优惠码。', '立即选购'),
    },
    starLabel: '{{n}} 星(满分 5 星)',
    rateProduct: '您给 {{product_name}} 打几分?',
    discountCode: '您的优惠码',
    unsubscribe: '退订',
    footer: '您收到此邮件是因为您在 {{shop_name}} 下过订单。',
  },
  'zh-TW': {
    templates: {
      request_1: texts('您在 {{shop_name}} 的訂單體驗如何?', '{{customer_name}},您好,我們做得如何?', '感謝您的訂單 {{order_number}}。我們很想知道您對 {{product_name}} 的看法。點選下方的星星即可留下評論,不到一分鐘就能完成。', '撰寫評論'),
      request_2: texts('溫馨提醒:{{product_name}} 用起來如何?', '{{customer_name}},您好,我們仍期待您的意見', '幾天前我們詢問了您在 {{shop_name}} 的訂單 {{order_number}}。您的評論能幫助其他顧客做選擇:點選星星即可分享。', '撰寫評論'),
      request_3: texts('評論訂單 {{order_number}} 的最後機會', '最後一次提醒,{{customer_name}}', '這是我們最後一次詢問:如果您有空,請告訴我們您對 {{product_name}} 的看法。感謝您在 {{shop_name}} 購物。', '撰寫評論'),
      photo_video_reminder: texts('為您對 {{product_name}} 的評論加上照片', '感謝您的評論,{{customer_name}}!', '照片和影片對其他顧客最有幫助。只要點幾下,就能加到您對 {{product_name}} 的評論中。', '新增照片或影片'),
      update_review: texts('您對 {{product_name}} 的看法改變了嗎?', '{{customer_name}},您好,還有想補充的嗎?', '您先前評論過 {{shop_name}} 的 {{product_name}}。如果您的看法有所改變,可以更新您的評論。', '更新我的評論'),
      review_discount: texts('來自 {{shop_name}} 的 {{discount_value}} 折扣', '感謝您的評論,{{customer_name}}!', '為表謝意,您的下一筆訂單可享 {{currency}}{{Discount_amount}} 優惠。結帳時請使用下方的折扣碼。', '立即選購'),
    },
    starLabel: '{{n}} 顆星(滿分 5 顆星)',
    rateProduct: '您給 {{product_name}} 幾顆星?',
    discountCode: '您的折扣碼',
    unsubscribe: '取消訂閱',
    footer: '您收到此郵件是因為您曾在 {{shop_name}} 下單。',
  },
  ko: {
    templates: {
      request_1: texts('{{shop_name}} 주문은 어떠셨나요?', '{{customer_name}}님, 저희 서비스는 어떠셨나요?', '주문 {{order_number}}에 감사드립니다. {{product_name}}에 대한 생각을 듣고 싶습니다. 아래 별을 눌러 리뷰를 남겨 주세요. 1분도 걸리지 않습니다.', '리뷰 쓰기'),
      request_2: texts('간단한 알림: {{product_name}}은(는) 어떠신가요?', '{{customer_name}}님, 여전히 의견을 기다리고 있습니다', '며칠 전 {{shop_name}}에서 주문하신 {{order_number}}에 대해 여쭤보았습니다. 리뷰는 다른 고객의 선택에 도움이 됩니다. 별을 눌러 공유해 주세요.', '리뷰 쓰기'),
      request_3: texts('주문 {{order_number}} 리뷰를 남길 마지막 기회', '마지막 알림입니다, {{customer_name}}님', '마지막으로 부탁드립니다. 잠시 시간이 있으시면 {{product_name}}에 대한 생각을 알려 주세요. {{shop_name}}에서 쇼핑해 주셔서 감사합니다.', '리뷰 쓰기'),
      photo_video_reminder: texts('{{product_name}} 리뷰에 사진을 추가하세요', '리뷰 감사합니다, {{customer_name}}님!', '사진과 동영상은 다른 고객에게 가장 큰 도움이 됩니다. 몇 번만 눌러 {{product_name}} 리뷰에 추가하세요.', '사진 또는 동영상 추가'),
      update_review: texts('{{product_name}}에 대한 의견이 바뀌셨나요?', '{{customer_name}}님, 덧붙일 내용이 있으신가요?', '얼마 전 {{shop_name}}의 {{product_name}}을(를) 리뷰하셨습니다. 그 후 의견이 바뀌셨다면 리뷰를 수정할 수 있습니다.', '리뷰 수정하기'),
      review_discount: texts('{{shop_name}}에서 드리는 {{discount_value}} 할인', '리뷰 감사합니다, {{customer_name}}님!', '감사의 뜻으로 다음 주문 시 {{currency}}{{Discount_amount}} 할인을 드립니다. 결제할 때 아래 코드를 사용하세요.', '쇼핑하기'),
    },
    starLabel: '5점 만점에 {{n}}점',
    rateProduct: '{{product_name}}에 몇 점을 주시겠어요?',
    discountCode: '할인 코드',
    unsubscribe: '수신 거부',
    footer: '{{shop_name}}에서 주문하셨기 때문에 이 이메일을 받으셨습니다.',
  },
};
