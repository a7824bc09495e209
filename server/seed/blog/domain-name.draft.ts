import type { BlogSeed } from './blog-seed';

/** Unpublished: it never appears in the list and its slug answers 404 until it is published. */
export const domainNameDraft: BlogSeed = {
  key: 'choosing-a-domain-name',
  slug: 'choosing-a-domain-name',
  title: 'Choosing a Domain Name Customers Remember',
  excerpt:
    'Short, spellable, and yours for the long run: how to pick a domain name and which extension to choose.',
  tags: ['Domains', 'Branding'],
  status: 'draft',
  daysAgo: 2,
  translations: {
    es: {
      title: 'Cómo elegir un dominio que sus clientes recuerden',
      excerpt:
        'Corto, fácil de escribir y suyo a largo plazo: cómo elegir un nombre de dominio y qué extensión le conviene.',
      content: `
<p>Su nombre de dominio aparece en cada tarjeta de visita, cada factura y la puerta de cada furgoneta. Uno bueno es corto, se escribe bien después de oírlo una sola vez y no lleva guiones ni números que haya que explicar.</p>
<h2>Esquema</h2>
<ul>
  <li>Dígalo en voz alta: la prueba de la radio.</li>
  <li>Primero .com; después, una extensión de país o de sector que encaje.</li>
  <li>Registre las faltas de ortografía más habituales y rediríjalas.</li>
  <li>Mantenga la cuenta del registrador a nombre de la empresa, con verificación en dos pasos.</li>
</ul>
`,
    },
    fr: {
      title: 'Choisir un nom de domaine que vos clients retiennent',
      excerpt:
        'Court, facile à écrire et à vous pour longtemps : comment choisir un nom de domaine et quelle extension retenir.',
      content: `
<p>Votre nom de domaine figure sur chaque carte de visite, chaque facture et chaque portière de camionnette. Un bon nom est court, s'écrit sans hésiter après l'avoir entendu une fois, et se passe de tirets et de chiffres qu'il faudrait expliquer.</p>
<h2>Plan</h2>
<ul>
  <li>Dites-le à voix haute : le test de la radio.</li>
  <li>Le .com d'abord, puis une extension de pays ou de secteur qui vous correspond.</li>
  <li>Réservez les fautes de frappe courantes et redirigez-les.</li>
  <li>Gardez le compte chez le registraire au nom de l'entreprise, avec une connexion en deux étapes.</li>
</ul>
`,
    },
    de: {
      title: 'Einen Domainnamen wählen, den sich Kunden merken',
      excerpt:
        'Kurz, leicht zu schreiben und auf Dauer Ihrer: wie Sie einen Domainnamen finden und welche Endung passt.',
      content: `
<p>Ihr Domainname steht auf jeder Visitenkarte, jeder Rechnung und jeder Lieferwagentür. Ein guter ist kurz, lässt sich nach einmaligem Hören richtig schreiben und kommt ohne Bindestriche und Ziffern aus, die man erst erklären muss.</p>
<h2>Gliederung</h2>
<ul>
  <li>Sprechen Sie ihn laut aus: der Radiotest.</li>
  <li>Zuerst .com, dann eine passende Länder- oder Branchenendung.</li>
  <li>Registrieren Sie häufige Tippfehler und leiten Sie sie weiter.</li>
  <li>Führen Sie das Konto beim Registrar auf den Namen der Firma, mit Zwei-Faktor-Anmeldung.</li>
</ul>
`,
    },
    zh: {
      title: '如何选一个让客户记得住的域名',
      excerpt: '简短、好拼写、长期归您所有：如何挑选域名，以及该选哪个后缀。',
      content: `
<p>您的域名会印在每一张名片、每一张发票和每一辆工作车的车门上。好的域名简短，听一遍就能拼对，也没有需要额外解释的连字符和数字。</p>
<h2>提纲</h2>
<ul>
  <li>大声念出来：电台测试。</li>
  <li>首选 .com，其次是合适的国家或行业后缀。</li>
  <li>注册常见的拼写错误并将其重定向。</li>
  <li>注册商账户登记在公司名下，并开启双重验证登录。</li>
</ul>
`,
    },
    ar: {
      title: 'كيف تختار اسم نطاق يتذكره عملاؤك',
      excerpt: 'قصير وسهل التهجئة وملكك على المدى الطويل: كيف تختار اسم النطاق وأي امتداد يناسبك.',
      content: `
<p>يظهر اسم نطاقك على كل بطاقة عمل وكل فاتورة وعلى باب كل سيارة من سيارات شركتك. الاسم الجيد قصير، ويسهل كتابته بعد سماعه مرة واحدة، وخالٍ من الشرطات والأرقام التي تحتاج إلى شرح.</p>
<h2>المخطط</h2>
<ul>
  <li>انطقه بصوت عالٍ: اختبار الراديو.</li>
  <li>\u200E.com أولًا، ثم امتداد دولة أو قطاع يناسب نشاطك.</li>
  <li>سجّل الأخطاء الإملائية الشائعة ووجّهها إلى موقعك.</li>
  <li>اجعل حساب مسجّل النطاق باسم الشركة، مع تسجيل دخول بخطوتين.</li>
</ul>
`,
    },
    hy: {
      title: 'Ինչպես ընտրել դոմեն, որը հաճախորդները կհիշեն',
      excerpt:
        'Կարճ, հեշտ գրվող և երկար ժամանակով ձերը․ ինչպես ընտրել դոմենային անուն և որ վերջավորությունը նախընտրել։',
      content: `
<p>Ձեր դոմենային անունը տպված է յուրաքանչյուր այցեքարտի, հաշիվ-ապրանքագրի ու ծառայողական մեքենայի դռան վրա։ Լավ անունը կարճ է, մեկ անգամ լսելուց հետո հեշտ է գրել, և չունի գծիկներ ու թվեր, որոնք բացատրության կարիք ունեն։</p>
<h2>Պլան</h2>
<ul>
  <li>Արտասանեք այն բարձրաձայն․ ռադիոյի թեստը։</li>
  <li>Նախ՝ .com, հետո՝ երկրի կամ ոլորտի համապատասխան վերջավորություն։</li>
  <li>Գրանցեք տարածված սխալ գրությունները և վերահղեք դրանք։</li>
  <li>Ռեգիստրատորի հաշիվը պահեք ընկերության անունով՝ երկքայլ մուտքով։</li>
</ul>
`,
    },
    ja: {
      title: 'お客様に覚えてもらえるドメイン名の選び方',
      excerpt:
        '短く、つづりやすく、長く自分のものにできること。ドメイン名の決め方と、選ぶべき末尾（TLD）を解説します。',
      content: `
<p>ドメイン名は、名刺にも請求書にも社用車のドアにも載ります。良いドメイン名は短く、一度聞いただけで正しくつづれて、説明が必要なハイフンや数字を含みません。</p>
<h2>構成案</h2>
<ul>
  <li>声に出して言ってみる：ラジオテスト。</li>
  <li>まずは .com、次に業種や国に合った末尾。</li>
  <li>よくある打ち間違いのドメインも取得してリダイレクトする。</li>
  <li>レジストラのアカウントは会社名義にし、二段階認証でログインする。</li>
</ul>
`,
    },
    ko: {
      title: '고객이 기억하는 도메인 이름 고르는 법',
      excerpt:
        '짧고, 철자가 쉽고, 오래도록 내 것인 이름. 도메인 이름을 고르는 방법과 어떤 확장자를 택할지 알려 드립니다.',
      content: `
<p>도메인 이름은 모든 명함과 청구서, 업무용 차량 문짝에까지 들어갑니다. 좋은 도메인은 짧고, 한 번 듣고도 철자를 틀리지 않으며, 따로 설명해야 하는 하이픈이나 숫자가 없습니다.</p>
<h2>개요</h2>
<ul>
  <li>소리 내어 말해 보세요: 라디오 테스트.</li>
  <li>.com이 먼저, 그다음 업종이나 국가에 맞는 확장자.</li>
  <li>흔한 오타 도메인도 등록해 리디렉션하세요.</li>
  <li>등록 기관 계정은 회사 명의로 두고 2단계 인증으로 로그인하세요.</li>
</ul>
`,
    },
    ru: {
      title: 'Как выбрать домен, который клиенты запомнят',
      excerpt:
        'Короткий, простой в написании и надолго ваш: как выбрать доменное имя и какую зону предпочесть.',
      content: `
<p>Ваш домен стоит на каждой визитке, каждом счёте и на двери каждого служебного фургона. Хороший домен короткий, его легко правильно написать, услышав один раз, и в нём нет дефисов и цифр, которые приходится объяснять.</p>
<h2>План</h2>
<ul>
  <li>Произнесите его вслух: пройдёт ли он «радиотест».</li>
  <li>Сначала .com, затем подходящая национальная или отраслевая зона.</li>
  <li>Зарегистрируйте частые опечатки и настройте с них переадресацию.</li>
  <li>Оформите аккаунт у регистратора на компанию и включите двухфакторный вход.</li>
</ul>
`,
    },
  },
  content: `
<p>Your domain name is on every business card, invoice and van door. A good one is short, easy to spell after hearing it once, and free of hyphens and numbers that need explaining.</p>
<h2>Outline</h2>
<ul>
  <li>Say it out loud: the radio test.</li>
  <li>.com first, then a country or industry extension that fits.</li>
  <li>Register common misspellings and redirect them.</li>
  <li>Keep the registrar account in the company's name, with two-factor sign-in.</li>
</ul>
`,
};
