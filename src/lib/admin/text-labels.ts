import { serviceTextKeys } from '../prices/service-blocks';

/**
 * Estonian labels of the texts collection at `/admin` (the editors'
 * language): a label for each group of `locales/et.json` and for each text
 * by the last part of its key, a full dotted key where the last part alone
 * is ambiguous; a service block's texts are named by its heading
 * (`serviceBlockLabels`). A key missing from the tables still gets an
 * Estonian label (`textLabel`); `tests/unit/cms-config.test.ts` refuses a label that is a
 * key's English words.
 */

/** The page or part of every page a group's texts are on, by the group's dotted key. */
export const textGroupLabels: Record<string, string> = {
  layout: 'Kõik lehed: otsetee sisu juurde',
  brand: 'Kõik lehed: logo',
  nav: 'Kõik lehed: menüü',
  languageSelect: 'Kõik lehed: keelevalik',
  footer: 'Kõik lehed: jalus',
  meta: 'Kõik lehed: jagamispildi kirjeldus',
  error: 'Kõik lehed: teade, kui osa lehest ei õnnestunud laadida',
  units: 'Kõik lehed: päevade arv tekstis',
  home: 'Avaleht',
  homeActions: 'Avaleht: nupud',
  homeServices: 'Avaleht: teenused ja alghinnad',
  companyFacts: 'Avaleht: ettevõte ühe reana (aasta, inimesed, kindlustus, garantii)',
  howWeWork: 'Avaleht: kuidas töö käib',
  reviews: 'Avaleht: klientide tagasiside',
  gallery: 'Galerii',
  'gallery.lightbox': 'Galerii: fotovaatur (foto suurelt)',
  services: 'Teenused',
  priceList: 'Teenused: hinnakiri',
  estimator: 'Teenused: hinnakalkulaator',
  contacts: 'Kontakt',
  company: 'Kontakt: rekvisiidid',
  contactForm: 'Kontakt: päringuvorm',
  'contactForm.noScript': 'Kui brauseris on JavaScript välja lülitatud',
  'contactForm.photos': 'Kontakt: päringuvorm, fotode lisamine (kui on sisse lülitatud)',
  'contactForm.errors': 'Kontakt: päringuvormi veateated',
  'contactForm.messageCounter': 'Kontakt: päringuvorm, sõnumi pikkuse loendur (pikkuse piiri lähedal)',
  privacy: 'Privaatsusteave',
  'privacy.transfer': 'Andmete edastamine väljapoole EL-i (lehel on üks neist, vastavalt ettevõtte andmetele)',
  'privacy.rights': 'Sinu õigused',
  'privacy.browser': 'Mida veebileht brauseris hoiab',
  notFound: 'Lehte ei leitud (404)',
};

/** A text's label by its dotted key, where its last part alone does not say enough. */
const keyLabels: Record<string, string> = {
  'nav.label': 'Menüü nimi ekraanilugejale',
  'nav.home': 'Menüüpunkt: avaleht',
  'nav.services': 'Menüüpunkt: teenused',
  'nav.contacts': 'Menüüpunkt: kontakt',
  'nav.toggle': 'Menüünupp (kitsal ekraanil)',
  'contacts.heading': 'Lehe pealkiri',
  'priceList.heading': 'Hinnakirja pealkiri',
  'company.heading': 'Rekvisiitide pealkiri',
  'contactForm.heading': 'Vormi pealkiri',
  'contactForm.emailLabel': 'Välja nimi: e-post',
  'contactForm.phoneLabel': 'Välja nimi: telefon',
  'error.islandFailed': 'Teade menüü, keelevaliku, vormi, hinnakalkulaatori või fotovaaturi asemel',
  'priceList.cta': 'Pakkumise küsimise nupp',
  'estimator.barTotal': 'Summa telefoni ekraani alumisel ribal',
  'estimator.subtotal': 'Töö vahesumma käibemaksuta',
  'gallery.intro': 'Galerii sissejuhatus',
  'contactForm.noScript.text': 'Teade',
  'homeServices.heading': 'Teenuste osa pealkiri',
  'homeServices.from': 'Alghinna rida',
  'howWeWork.heading': 'Tööde käigu pealkiri',
  'howWeWork.step1Heading': '1. samm: pealkiri',
  'howWeWork.step1Text': '1. samm: tekst',
  'howWeWork.step2Heading': '2. samm: pealkiri',
  'howWeWork.step2Text': '2. samm: tekst',
  'howWeWork.step3Heading': '3. samm: pealkiri',
  'howWeWork.step3Text': '3. samm: tekst',
  'howWeWork.step4Heading': '4. samm: pealkiri',
  'howWeWork.step4Text': '4. samm: tekst',
  'howWeWork.step5Heading': '5. samm: pealkiri',
  'howWeWork.step5Text': '5. samm: tekst',
  'reviews.heading': 'Tagasiside osa pealkiri',
  'reviews.byline': 'Tagasiside autori rida',
  'reviews.allReviews': 'Link kõigile arvustustele',
  'services.warranty': 'Garantii rida hinnakirja all',
  'company.vatNumberLabel': 'Silt: KMKR number',
  'contacts.areaServed': 'Tööpiirkond',
  'contacts.replyTime': 'Vastamise aeg (vormi kohal)',
  'contacts.whatsappPhotos': 'Link: fotod WhatsAppis',
  'gallery.beforeAlt': 'Enne-foto kirjeldus ekraanilugejale',
  'gallery.before': 'Nupp: enne',
  'gallery.lightbox.beforeCaption': 'Enne-foto allkiri, kui fotol on allkiri',
  'gallery.lightbox.before': 'Enne-foto allkiri, kui fotol allkirja pole',
  'gallery.after': 'Nupp: pärast',
  'gallery.compare': 'Enne ja pärast võrdluse nimi',
  'priceList.validFrom': 'Hindade kehtivuse rida',
  'priceList.from': 'Sõna hinna ees kitsal ekraanil („alates“)',
  'priceList.withVat': 'Märge hinna järel kitsal ekraanil („km-ga“)',
  'estimator.columnQuantity': 'Veeru pealkiri: kogus',
  'home.startingPrice': 'Põhitöö alghind avalehe ülaosas',
  'companyFacts.label': 'Ettevõtte lühirea nimi ekraanilugejale',
  'companyFacts.since': 'Lühirida: tegutseb alates (aasta)',
  'companyFacts.insured': 'Lühirida: vastutuskindlustus',
  'company.foundedLabel': 'Silt: tegutseb alates',
  'company.teamLabel': 'Silt: töid teeb',
  'company.insuranceLabel': 'Silt: vastutuskindlustus',
  'company.insured': 'Vastutuskindlustus, kui kindlustusandja nime pole',
  'company.warrantyLabel': 'Silt: garantii',
  'gallery.showAll': 'Nupp: näita kõiki töid (avalehel)',
  'estimator.surfacesIntro': 'Ruumikalkulaator: küsimus, milliseid töid teha',
  'estimator.surfaceWalls': 'Ruumikalkulaator: seinad',
  'estimator.surfaceCeiling': 'Ruumikalkulaator: lagi',
  'estimator.surfaceFloor': 'Ruumikalkulaator: põrand',
  'estimator.surfaceSkirting': 'Ruumikalkulaator: põrandaliistud',
  'estimator.applyPreview': 'Ruumikalkulaator: mida lisatakse hinnaarvutusse',
  'estimator.applyPreviewItem': 'Ruumikalkulaator: üks lisatav töö (pind, kogus, teenus)',
  'estimator.applyNothing': 'Ruumikalkulaator: teade, kui ühtki tööd pole valitud',
  'contactForm.photos.add': 'Nupp: lisa fotod',
  'contactForm.photos.hint': 'Juhis fotode nupu all',
  'contactForm.photos.privacy': 'Privaatsusteave fotode kohta vormis',
  'contactForm.photos.preparing': 'Olek: fotot vähendatakse',
  'contactForm.photos.uploading': 'Olek: fotot laaditakse üles',
  'contactForm.photos.uploaded': 'Olek: foto on lisatud',
  'contactForm.photos.remove': 'Nupp: eemalda foto',
  'contactForm.photos.removeLabel': 'Eemaldamise nupu nimi ekraanilugejale (faili nimega)',
  'contactForm.photos.retry': 'Nupp: proovi foto üleslaadimist uuesti',
  'contactForm.photos.retryLabel': 'Uuesti proovimise nupu nimi ekraanilugejale (faili nimega)',
  'contactForm.photos.tooMany': 'Viga: liiga palju fotosid',
  'contactForm.photos.notImage': 'Viga: fail ei ole pilt',
  'contactForm.photos.undecodable': 'Viga: brauser ei saa fotot avada (nt HEIC)',
  'contactForm.photos.failed': 'Teade: foto üleslaadimine ebaõnnestus',
  'contactForm.photos.waiting': 'Teade: sõnum ootab fotode üleslaadimist',
  'contactForm.photos.linksLabel': 'Fotode linkide pealkiri e-kirjas',
  'contactForm.print': 'Nupp: prindi või salvesta saadetud sõnumi koopia',
  'contactForm.photos.linkLine': 'E-kirja rida: foto number, faili nimi ja link',
  'contactForm.photos.notAttached': 'E-kirja rida: lisamata jäänud fotode arv ja nimed',
  'contactForm.photos.failedAsk': 'Teade foto juures: üleslaadimine ebaõnnestus, sõnum on saatmata',
  'contactForm.photos.sendWithout': 'Nupp: saada sõnum ilma ebaõnnestunud fotota',
  'contactForm.photos.tooFast': 'Olek: liiga palju üleslaadimisi, oota (sekundid)',
  'privacy.photosHeading': 'Fotode pealkiri (kui fotode lisamine on sisse lülitatud)',
  'privacy.photosText': 'Fotode tekst (kui fotode lisamine on sisse lülitatud)',
  'privacy.retentionInterest': 'Säilitamine, kui päringust lepingut ei sünni (õigustatud huvi)',
  'privacy.rights.object': 'Õigus esitada vastuväide',
};

/** A text's label by the last part of its key. */
const nameLabels: Record<string, string> = {
  skipToContent: 'Link „sisu juurde“ (klaviatuuriga liikujale)',
  homeLabel: 'Logo lingi nimi ekraanilugejale',
  accessibleLabel: 'Keelevaliku nimi ekraanilugejale',
  listLabel: 'Keelte loendi nimi ekraanilugejale',
  copyright: 'Autoriõiguse rida',
  rightsReserved: 'Õiguste rida',
  trademark: 'Kaubamärkide rida',
  privacyLink: 'Link privaatsusteabele',
  title: 'Lehe pealkiri brauseri sakis ja otsingutulemustes',
  description: 'Lehe kirjeldus otsingutulemustes ja lingi jagamisel',
  heading: 'Pealkiri',
  intro: 'Sissejuhatus',
  introDetails: 'Sissejuhatuse jätk',
  text: 'Tekst',
  heroAlt: 'Avapildi kirjeldus ekraanilugejale',
  welcomeHeading: 'Avalehe peapealkiri',
  welcomeText: 'Avalehe sissejuhatus',
  projectsTitle: 'Tehtud tööde pealkiri',
  projectsIntro: 'Tehtud tööde sissejuhatus',
  contactHeading: 'Kontaktiosa pealkiri',
  ctaText: 'Kutse päringut saatma, vastamise ajaga (vormi kohal)',
  ctaWebsite: 'Rida veebilehe tegijast',
  photoAlt: 'Foto kirjeldus ekraanilugejale',
  close: 'Sulgemisnupp',
  previous: 'Eelmise foto nupp',
  next: 'Järgmise foto nupp',
  zoom: 'Suurendamise nupp',
  loadError: 'Teade: fotot ei õnnestunud laadida',
  dialogLabel: 'Fotovaaturi nimi ekraanilugejale',
  allPhotos: 'Link kõigi fotode juurde',
  contactLine: 'Rida telefoni ja e-postiga',
  columnService: 'Veeru pealkiri: teenus',
  columnUnit: 'Veeru pealkiri: ühik',
  columnPrice: 'Veeru pealkiri: hind käibemaksuta',
  columnPriceVat: 'Veeru pealkiri: hind käibemaksuga',
  columnNotes: 'Veeru pealkiri: märkused',
  defaultNote: 'Märkus, kui real märkust pole',
  onRequest: 'Hind, kui real hinda pole',
  unitM2: 'Ühik: ruutmeeter',
  unitJm: 'Ühik: jooksev meeter',
  unitJmTitle: 'Ühiku „jooksev meeter“ selgitus',
  unitTk: 'Ühik: tükk',
  unitTund: 'Ühik: tund',
  pricePerM2: 'Hind koos ühikuga: ruutmeeter (4,96 €/m²)',
  pricePerJm: 'Hind koos ühikuga: jooksev meeter (6,20 €/jm)',
  pricePerTk: 'Hind koos ühikuga: tükk (37,20 €/tk)',
  pricePerTund: 'Hind koos ühikuga: tund (37,20 €/h)',
  disclaimer: 'Hindade selgitus',
  unitPrice: 'Ühiku hind',
  total: 'Summa käibemaksuta',
  team: 'Lühirida: töid teeb (inimeste arv)',
  warranty: 'Lühirida: garantii (kuud)',
  rating: 'Keskmine hinne koos allikaga',
  amountM2: 'Kogus ruutmeetrites (m²)',
  amountJm: 'Kogus jooksvates meetrites (jm)',
  days: 'Päevade arv (nt fotode säilitamise aeg)',
  amountTk: 'Kogus tükkides (tk)',
  amountTund: 'Kogus tundides',
  totalWithVat: 'Summa käibemaksuga',
  onRequestExcluded: 'Märkus kokkuleppehinnaga tööde kohta',
  durationLabel: 'Tööde kestuse silt summa all',
  duration: 'Tööde kestus tööpäevades (koos meistrite arvuga)',
  untimed: 'Tööd, mille aega kestuses ei arvestata',
  startOffer: 'Varaseim võimalik tööde algus (kuupäevaga)',
  startAsk: 'Kui varaseim algus on möödas: küsi järgmist vaba aega',
  errorNotNumber: 'Veateade: ei ole arv',
  errorNotPositive: 'Veateade: kogus ei ole üle 0',
  errorTooLarge: 'Veateade: kogus on liiga suur',
  errorTooManyDecimals: 'Veateade: liiga palju komakohti',
  roomsSummary: 'Ruumikalkulaatori pealkiri',
  roomsIntro: 'Ruumikalkulaatori sissejuhatus',
  roomName: 'Ruumi nimi',
  roomLength: 'Välja nimi: pikkus',
  roomWidth: 'Välja nimi: laius',
  roomHeight: 'Välja nimi: kõrgus',
  roomDoors: 'Välja nimi: uste arv',
  roomWindows: 'Välja nimi: akende arv',
  roomFigures: 'Ruumi mõõtude kokkuvõte',
  roomsTotal: 'Kõigi ruumide kokkuvõte',
  addRoom: 'Ruumi lisamise nupp',
  roomsLimit: 'Märkus lisamisnupu asemel, kui ruumide arv on täis',
  removeRoom: 'Ruumi eemaldamise nupp',
  applyRooms: 'Nupp, mis kannab mõõdud hinnaarvutusse',
  roomErrorNotPositive: 'Veateade: mõõt ei ole üle 0',
  roomErrorTooLarge: 'Veateade: mõõt on liiga suur',
  roomErrorNotCount: 'Veateade: ei ole täisarv',
  whatsapp: 'WhatsAppi nupp',
  whatsappTitle: 'WhatsAppi nupu selgitus',
  copyLink: 'Lingi kopeerimise nupp',
  copied: 'Teade: link on kopeeritud',
  linkLabel: 'Arvutuse lingi silt',
  print: 'Printimise nupp',
  messageIntro: 'Päringu esimene rida',
  messageLine: 'Päringu rida töö kohta',
  messageLineOnRequest: 'Päringu rida kokkuleppehinnaga töö kohta',
  messageTotal: 'Päringu summa rida',
  messageNote: 'Päringu märkus hindade kohta',
  messageRoom: 'Päringu rida ruumi kohta',
  messageAssumed: 'Päringus: uste ja akende arv, mida külastaja ei sisestanud',
  messageSurfaces: 'Päringus: ruumidest arvutatud kogus koos pindadega',
  messageWalls: 'Päringus pinna nimi: seinad (ruumide arvu järgi)',
  messageCeiling: 'Päringus pinna nimi: lagi (ruumide arvu järgi)',
  messageFloor: 'Päringus pinna nimi: põrand (ruumide arvu järgi)',
  messageSkirting: 'Päringus pinna nimi: põrandaliistud (ruumide arvu järgi)',
  messageDuration: 'Päringu rida tööde kestuse kohta',
  messageStart: 'Päringu rida varaseima alguse kohta',
  doors: 'Uste arv',
  windows: 'Akende arv',
  estimate: 'Hinnaarvutuse nupp',
  call: 'Helistamise nupp',
  mailtoText: 'E-posti lingi tekst',
  emailLabel: 'Silt: e-post',
  phoneLabel: 'Silt: telefon',
  registrationCodeLabel: 'Silt: registrikood',
  addressLabel: 'Silt: aadress',
  nameLabel: 'Välja nimi: nimi',
  namePlaceholder: 'Näide nime väljas (hall tekst, kuni välja kirjutatakse)',
  emailPlaceholder: 'Näide e-posti väljas (hall tekst)',
  messageLabel: 'Välja nimi: sõnum',
  messagePlaceholder: 'Näide sõnumi väljas (hall tekst)',
  phonePlaceholder: 'Näide telefoni väljas (hall tekst)',
  locationLabel: 'Välja nimi: töö asukoht',
  locationHint: 'Näide töö asukoha välja all',
  visitLabel: 'Välja nimi: sobiv aeg ülevaatuseks',
  visitHint: 'Näide sobiva aja välja all',
  requiredNote: 'Märkus: mis on vormis kohustuslik',
  replyWays: 'Helistamise ja WhatsAppi rida vormi kohal',
  whatsappLink: 'WhatsAppi lingi tekst',
  submit: 'Saatmisnupp',
  invalid: 'Teade: vormis on vigu, sõnumit ei saadetud',
  messageRequired: 'Viga: sõnum puudub',
  replyMissing: 'Viga: pole e-posti ega telefoni',
  emailInvalid: 'Viga: e-posti aadress on vigane',
  phoneInvalid: 'Viga: telefoninumber on vigane',
  messageTooLong: 'Viga: sõnum on liiga pikk',
  left: 'Loendur: mitu märki on veel jäänud',
  over: 'Loendur: mitu märki on üle piiri',
  sent: 'Teade: sõnum on saadetud',
  failed: 'Teade: sõnumi saatmine ebaõnnestus',
  mailtoOpened: 'Teade: avaneb e-posti programm',
  byEmail: 'Link: saada e-postiga',
  byPhone: 'Link: helista',
  cut: 'Teade: sõnum oli e-posti lingi jaoks liiga pikk',
  wait: 'Teade: oota enne uuesti saatmist',
  mailtoNote: 'Märkus: sõnum saadetakse e-posti programmiga',
  mailSubject: 'E-kirja teema (nimi või telefon ja asukoht)',
  sentPhotos: 'Kinnitus: lisatud fotode arv',
  sentLeftOut: 'Kinnitus: lisamata jäänud fotode arv',
  replyByPhone: 'Kinnitus: vastame telefonil',
  replyByEmail: 'Kinnitus: vastame e-kirjaga',
  replyByBoth: 'Kinnitus: vastame e-kirjaga või telefonil',
  copyHeading: 'Kinnitus: saadetud sõnumi koopia pealkiri',
  privacyNote: 'Lühike privaatsusteave vormi all',
  homeLink: 'Link avalehele',
  ogImageAlt: 'Jagamispildi kirjeldus',
  controllerHeading: 'Vastutava töötleja pealkiri',
  controllerText: 'Vastutava töötleja tekst',
  purposeHeading: 'Eesmärgi pealkiri',
  purposeText: 'Eesmärgi ja õigusliku aluse tekst',
  purposeNote: 'Eesmärgi märkus',
  recipientsHeading: 'Vastuvõtjate pealkiri',
  recipientsText: 'Vastuvõtjate (volitatud töötlejate) tekst',
  standardContractualClauses: 'Alus: lepingu tüüptingimused (IKÜM art 46)',
  adequacyDecision: 'Alus: kaitse piisavuse otsus (IKÜM art 45)',
  retentionHeading: 'Säilitamise pealkiri',
  retentionText: 'Säilitamise tekst',
  rightsHeading: 'Õiguste pealkiri',
  rightsIntro: 'Õiguste loendi algus',
  access: 'Õigus tutvuda oma andmetega',
  rectification: 'Õigus andmete parandamisele',
  erasure: 'Õigus andmete kustutamisele',
  restriction: 'Õigus töötlemise piiramisele',
  portability: 'Õigus andmete ülekandmisele',
  exerciseHeading: 'Õiguste kasutamise pealkiri',
  exerciseText: 'Õiguste kasutamise tekst',
  complaintHeading: 'Kaebuse pealkiri',
  complaintText: 'Kaebuse tekst',
  browserHeading: 'Brauseri andmete pealkiri',
  browserIntro: 'Brauseri andmete sissejuhatus',
  language: 'Valitud keel',
  draft: 'Vormi saatmata tekst',
  rateLimit: 'Viimase saatmise aeg',
  browserNote: 'Brauseri andmete märkus',
};

/**
 * Plural forms, by a key's ending: i18next's `_one`/`_few`/`_many`/`_other`
 * and the older `One`/`Few`/`Many` (where `Many` is every count but 1 in
 * Estonian and English). Each names the counts it is for by example, as
 * the field's language uses it: Russian has a form for 1 (and 21, 31 …),
 * one for 2–4 (22–24 …) and one for 5–20 (25–30 …); Estonian and English
 * use only "1" and "other". The number is the count of the Estonian
 * example the label quotes; the Russian-only forms quote none.
 */
const pluralForms: [RegExp, string, number?][] = [
  [/(?:_one|One)$/, 'kui arv on 1 (vene keeles ka 21, 31 …)', 1],
  [/(?:_few|Few)$/, 'vene keeles arvudele 2–4 (ka 22–24 …); eesti ja inglise keeles ei kasutata'],
  [/_many$/, 'vene keeles arvudele 5–20 (ka 25–30 …); eesti ja inglise keeles ei kasutata'],
  [/(?:_other|Many)$/, 'eesti ja inglise keeles kõigile arvudele peale 1; vene keeles murdarvudele (1,5)', 5],
];

/** The first words of `text` (at most `words`), for a label that quotes it. */
const opening = (text: string, words = 5) => {
  const all = text.split(/\s+/);
  return all.length > words ? `${all.slice(0, words).join(' ')} …` : text;
};

/**
 * The Estonian label of the text at dotted `key`, whose Estonian text is
 * `text`: the key's entry in the tables; for a plural form, the counted
 * word's label, the count and the text for that count, `withCount(n)`
 * ("Uste arv – 1, nt „1 uks“"); else „the text's first words“.
 */
export function textLabel(key: string, text: string, withCount: (count: number) => string): string {
  const name = key.split('.').at(-1)!;
  const known = keyLabels[key] ?? nameLabels[name];
  if (known) return known;
  for (const [ending, counts, example] of pluralForms) {
    const word = nameLabels[name.replace(ending, '')];
    if (word && ending.test(name))
      return example === undefined ? `${word} – ${counts}` : `${word} – ${counts}, nt „${withCount(example)}“`;
  }
  return `Tekst „${opening(text)}“`;
}

/**
 * The labels of each service block's three texts (`serviceTextKeys`), named
 * by the block's Estonian heading, so that a block added to
 * `src/data/services.yaml` needs no entry in the tables: "Teenus
 * „Maalritööd“: pealkiri", "…: tekst", "…: lühitekst avalehel". Input: the
 * Estonian texts by dotted key; a block is a `homeServices.<name>` whose
 * `services.<name>Heading` exists.
 */
export function serviceBlockLabels(estonian: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.keys(estonian).flatMap((key) => {
      const name = /^homeServices\.(\w+)$/.exec(key)?.[1];
      if (name === undefined) return [];
      const keys = serviceTextKeys(name);
      const heading = estonian[keys.heading];
      if (!heading) return [];
      const block = `Teenus „${heading}“`;
      return [
        [keys.heading, `${block}: pealkiri`],
        [keys.text, `${block}: tekst`],
        [keys.line, `${block}: lühitekst avalehel`],
      ];
    }),
  );
}

/** The Estonian label of the group at dotted `path`; "Muud tekstid" for a group not in the table. */
export const groupLabel = (path: string): string => textGroupLabels[path] ?? 'Muud tekstid';
