/**
 * The demo testimonials in the nine other languages, keyed by the seed's `key`. Company names are
 * brands and stay as they are; the reviews are translated.
 */
import type { Translations } from '@contract/translations';

type TestimonialTranslations = Translations<'content' | 'clientCompany'>;

export const TESTIMONIAL_TRANSLATIONS: Readonly<Record<string, TestimonialTranslations>> = {
  'maria-delgado': {
    es: {
      content:
        'Nuestro sitio anterior tardaba ocho segundos en cargar en un móvil. El nuevo es instantáneo, y las solicitudes de préstamo en línea aumentaron desde el primer mes. Nos explicaron cada decisión con palabras sencillas.',
    },
    fr: {
      content:
        'Notre ancien site mettait huit secondes à se charger sur un téléphone. Le nouveau est instantané, et les demandes de prêt en ligne ont augmenté dès le premier mois. Ils nous ont expliqué chaque décision simplement.',
    },
    de: {
      content:
        'Unsere alte Website brauchte auf dem Handy acht Sekunden zum Laden. Die neue ist sofort da, und die Online-Kreditanträge sind schon im ersten Monat gestiegen. Jede Entscheidung wurde uns verständlich erklärt.',
    },
    zh: {
      content:
        '我们的旧网站在手机上要加载八秒。新网站瞬间打开，第一个月在线贷款申请就增加了。他们用通俗易懂的语言解释了每一个决定。',
    },
    ar: {
      content:
        'كان موقعنا القديم يحتاج ثماني ثوانٍ ليفتح على الهاتف. الموقع الجديد يفتح فورًا، وازدادت طلبات القروض عبر الإنترنت منذ الشهر الأول. وشرحوا لنا كل قرار بلغة واضحة.',
    },
    hy: {
      content:
        'Մեր հին կայքը հեռախոսում բեռնվում էր ութ վայրկյանում։ Նորը բացվում է ակնթարթորեն, և առցանց վարկային հայտերը աճեցին հենց առաջին ամսում։ Նրանք ամեն որոշում բացատրեցին պարզ լեզվով։',
    },
    ja: {
      content:
        '以前のサイトはスマートフォンで表示に8秒かかっていました。新しいサイトは一瞬で開き、最初の1か月でオンラインのローン申し込みが増えました。一つひとつの判断を分かりやすく説明してくれました。',
    },
    ko: {
      content:
        '예전 사이트는 휴대폰에서 열리는 데 8초가 걸렸습니다. 새 사이트는 즉시 열리고, 첫 달부터 온라인 대출 신청이 늘었습니다. 모든 결정을 쉬운 말로 설명해 주었습니다.',
    },
    ru: {
      content:
        'Наш старый сайт загружался на телефоне восемь секунд. Новый открывается мгновенно, и уже в первый месяц онлайн-заявок на кредит стало больше. Каждое решение нам объяснили простыми словами.',
    },
  },
  'james-whitfield': {
    es: {
      content:
        'Les dimos las indicaciones un lunes y el miércoles ya aceptábamos reservas. La galería se ve mejor que cualquier cosa que yo hubiera diseñado, y es rápida incluso con el wifi de los salones.',
    },
    fr: {
      content:
        'Nous les avons briefés un lundi et nous prenions des réservations le mercredi. La galerie est plus belle que tout ce que j’aurais pu concevoir, et elle reste rapide même sur le wifi des salles de réception.',
    },
    de: {
      content:
        'Am Montag haben wir das Briefing gegeben, am Mittwoch haben wir Buchungen angenommen. Die Galerie sieht besser aus als alles, was ich selbst hätte entwerfen können, und sie ist sogar im WLAN der Locations schnell.',
    },
    zh: {
      content:
        '我们周一向他们说明需求，周三就开始接受预约了。作品集比我自己能设计的任何东西都好看，即使在婚宴场地的无线网络下也很快。',
    },
    ar: {
      content:
        'شرحنا لهم ما نريد يوم الاثنين، وبدأنا نستقبل الحجوزات يوم الأربعاء. معرض الصور أجمل من أي شيء كنت سأصممه بنفسي، وهو سريع حتى على شبكة الواي فاي في قاعات المناسبات.',
    },
    hy: {
      content:
        'Երկուշաբթի մենք ներկայացրինք մեր խնդիրը, իսկ չորեքշաբթի արդեն ամրագրումներ էինք ընդունում։ Պատկերասրահն ավելի գեղեցիկ է, քան ցանկացած բան, որ ես ինքս կնախագծեի, և արագ է նույնիսկ սրահների Wi-Fi-ով։',
    },
    ja: {
      content:
        '月曜日に依頼して、水曜日には予約の受付を始めていました。ギャラリーは自分でデザインできたどんなものよりも美しく、式場のWi-Fiでも速く表示されます。',
    },
    ko: {
      content:
        '월요일에 요청했는데 수요일에 이미 예약을 받고 있었습니다. 갤러리는 제가 직접 디자인할 수 있었던 어떤 것보다 멋지고, 예식장 와이파이에서도 빠릅니다.',
    },
    ru: {
      content:
        'Мы поставили задачу в понедельник, а в среду уже принимали заказы. Галерея выглядит лучше всего, что я мог бы придумать сам, и быстро открывается даже через Wi-Fi на площадках.',
    },
  },
  'priya-raman': {
    es: {
      content:
        'Rehicieron nuestra documentación y nuestro sitio comercial sin romper ni un solo enlace entrante. Las altas de prueba se duplicaron y nuestros ingenieros por fin dejaron de mantener un CMS casero.',
    },
    fr: {
      content:
        'Ils ont refait notre documentation et notre site marketing sans casser un seul lien entrant. Les inscriptions à l’essai ont doublé, et nos ingénieurs ne maintiennent plus un CMS fait maison.',
    },
    de: {
      content:
        'Sie haben unsere Dokumentation und unsere Marketing-Website neu gebaut, ohne einen einzigen eingehenden Link zu brechen. Die Testanmeldungen haben sich verdoppelt, und unsere Entwickler pflegen endlich kein selbstgebautes CMS mehr.',
    },
    zh: {
      content:
        '他们重建了我们的文档和营销网站，没有弄断任何一个外部链接。试用注册翻了一番，我们的工程师终于不用再维护自制的内容管理系统了。',
    },
    ar: {
      content:
        'أعادوا بناء موقع التوثيق والموقع التسويقي دون أن ينكسر رابط واحد يشير إلينا. تضاعفت التسجيلات التجريبية، وتوقف مهندسونا أخيرًا عن صيانة نظام إدارة محتوى صنعناه بأنفسنا.',
    },
    hy: {
      content:
        'Նրանք վերակառուցեցին մեր փաստաթղթերի և մարքեթինգային կայքը՝ առանց որևէ մուտքային հղում կոտրելու։ Փորձնական գրանցումները կրկնապատկվեցին, և մեր ինժեներները վերջապես դադարեցին տնական CMS սպասարկել։',
    },
    ja: {
      content:
        'ドキュメントとマーケティングサイトを、外部からのリンクを一つも切らさずに作り直してくれました。トライアル登録は倍増し、エンジニアはようやく自作CMSの保守から解放されました。',
    },
    ko: {
      content:
        '외부에서 들어오는 링크를 하나도 깨뜨리지 않고 문서와 마케팅 사이트를 새로 만들어 주었습니다. 체험판 가입이 두 배로 늘었고, 엔지니어들은 마침내 자체 제작 CMS 관리에서 벗어났습니다.',
    },
    ru: {
      content:
        'Они переделали нашу документацию и маркетинговый сайт, не сломав ни одной входящей ссылки. Пробных регистраций стало вдвое больше, а наши инженеры наконец перестали поддерживать самописную CMS.',
    },
  },
  'derek-osei': {
    es: {
      content:
        'Precio cerrado, sin sorpresas y un formulario de contacto que alimenta directamente nuestro CRM. Después del lanzamiento pedimos algunas páginas de destino más y estuvieron en línea esa misma semana.',
    },
    fr: {
      content:
        'Un prix fixe, aucune surprise et un formulaire de contact qui alimente directement notre CRM. Après le lancement, nous avons demandé quelques pages d’atterrissage de plus : elles étaient en ligne la même semaine.',
    },
    de: {
      content:
        'Klarer Festpreis, keine Überraschungen und ein Anfrageformular, das direkt in unser CRM schreibt. Nach dem Start haben wir noch ein paar Landingpages bestellt, und sie waren in derselben Woche online.',
    },
    zh: {
      content:
        '价格明确固定，没有意外，询盘表单直接写入我们的客户管理系统。上线后我们又要了几个落地页，当周就上线了。',
    },
    ar: {
      content:
        'سعر ثابت وواضح، بلا مفاجآت، ونموذج للعملاء المحتملين يصل مباشرة إلى نظام إدارة العملاء لدينا. طلبنا بعد الإطلاق بضع صفحات هبوط إضافية فأصبحت متاحة في الأسبوع نفسه.',
    },
    hy: {
      content:
        'Հստակ ֆիքսված գին, առանց անակնկալների, և հայտերի ձև, որն ուղիղ լցվում է մեր CRM-ի մեջ։ Գործարկումից հետո մի քանի լրացուցիչ վայրէջքի էջ խնդրեցինք, և դրանք նույն շաբաթը արդեն կայքում էին։',
    },
    ja: {
      content:
        '明確な固定価格で想定外の費用はなく、問い合わせフォームはそのままCRMにつながります。公開後に追加のランディングページを頼んだところ、その週のうちに公開されました。',
    },
    ko: {
      content:
        '명확한 고정 가격에 예상치 못한 비용이 없었고, 문의 양식은 CRM으로 바로 연결됩니다. 출시 후 랜딩 페이지 몇 개를 더 요청했는데 그 주 안에 공개되었습니다.',
    },
    ru: {
      content:
        'Чёткая фиксированная цена, никаких сюрпризов и форма заявки, которая сразу попадает в нашу CRM. После запуска мы попросили ещё несколько посадочных страниц, и они заработали на той же неделе.',
    },
  },
  'hannah-becker': {
    es: {
      content:
        'El plan de mantenimiento es el dinero mejor invertido. Las actualizaciones de seguridad, las alertas de disponibilidad y los cambios de contenido se hacen sin que tenga que perseguir a nadie, y el informe mensual se entiende de verdad.',
    },
    fr: {
      content:
        'Le forfait de maintenance est notre meilleure dépense. Mises à jour de sécurité, alertes de disponibilité et modifications de contenu se font sans que j’aie à relancer qui que ce soit, et le rapport mensuel est enfin lisible.',
    },
    de: {
      content:
        'Der Wartungsvertrag ist das beste Geld, das wir ausgeben. Sicherheitsupdates, Verfügbarkeitswarnungen und Inhaltsänderungen passieren, ohne dass ich jemandem hinterherlaufen muss, und der Monatsbericht ist tatsächlich verständlich.',
    },
    zh: {
      content:
        '维护套餐是我们花得最值的钱。安全更新、宕机提醒和内容修改都不用我去催，每月的报告也真的看得懂。',
    },
    ar: {
      content:
        'خطة الصيانة أفضل ما ننفق عليه المال. تحديثات الأمان وتنبيهات التوقف وتعديلات المحتوى تتم دون أن ألاحق أحدًا، والتقرير الشهري مفهوم فعلًا.',
    },
    hy: {
      content:
        'Սպասարկման փաթեթը մեր ամենաարդյունավետ ծախսն է։ Անվտանգության թարմացումները, հասանելիության ծանուցումները և բովանդակության փոփոխություններն արվում են առանց որևէ մեկին հետապնդելու, իսկ ամսական հաշվետվությունն իսկապես հասկանալի է։',
    },
    ja: {
      content:
        '保守プランは一番価値のある出費です。セキュリティ更新、稼働監視の通知、コンテンツの修正が、こちらから催促しなくても進み、毎月のレポートも本当に読みやすいです。',
    },
    ko: {
      content:
        '유지 관리 플랜은 우리가 쓰는 돈 중 가장 값집니다. 보안 업데이트, 가동 중단 알림, 콘텐츠 수정이 누구를 재촉하지 않아도 처리되고, 월간 보고서도 정말 읽기 쉽습니다.',
    },
    ru: {
      content:
        'План обслуживания — лучшее, на что мы тратим деньги. Обновления безопасности, оповещения о сбоях и правки контента делаются без моих напоминаний, а ежемесячный отчёт действительно можно прочитать.',
    },
  },
  'luis-fernandez': {
    es: {
      content:
        'Nuestro sitio se cayó la noche antes del lanzamiento de un producto. A la tarde siguiente tenían en línea un reemplazo limpio y funcional, con nuestro contenido trasladado y sin perder nada.',
    },
    fr: {
      content:
        'Notre site est tombé la veille du lancement d’un produit. Dès l’après-midi suivant, ils avaient mis en ligne un remplaçant propre et fonctionnel, avec tout notre contenu repris et rien de perdu.',
    },
    de: {
      content:
        'Unsere Website fiel in der Nacht vor einem Produktstart aus. Am nächsten Nachmittag war ein sauberer, funktionierender Ersatz online, mit all unseren Inhalten übernommen und nichts verloren.',
    },
    zh: {
      content:
        '产品发布前一晚我们的网站宕机了。第二天下午，他们就上线了一个干净、可用的替代网站，内容全部迁移过来，什么都没丢。',
    },
    ar: {
      content:
        'تعطّل موقعنا في الليلة السابقة لإطلاق منتج جديد. وبحلول عصر اليوم التالي كان لديهم بديل نظيف يعمل، نُقل إليه محتوانا كاملًا دون أن يضيع شيء.',
    },
    hy: {
      content:
        'Մեր կայքը անջատվեց ապրանքի թողարկումից նախորդ գիշերը։ Հաջորդ օրվա կեսօրին նրանք արդեն գործարկել էին մաքուր, աշխատող փոխարինող կայք՝ մեր ամբողջ բովանդակությամբ, առանց որևէ բան կորցնելու։',
    },
    ja: {
      content:
        '製品発表の前夜にサイトが落ちました。翌日の午後には、コンテンツをすべて移した、きれいで動く代わりのサイトが公開され、何も失われませんでした。',
    },
    ko: {
      content:
        '제품 출시 전날 밤 사이트가 다운되었습니다. 다음 날 오후에는 깔끔하고 제대로 작동하는 대체 사이트가 열렸고, 콘텐츠도 모두 옮겨져 잃은 것이 없었습니다.',
    },
    ru: {
      content:
        'Наш сайт упал в ночь перед запуском продукта. К следующему дню у нас уже работала чистая рабочая замена: весь контент перенесён, ничего не потеряно.',
    },
  },
};
