/**
 * The demo portfolio's descriptions in the nine other languages, keyed by the seed's `key`. A title
 * is the business's name, a brand, and stays as it is (shown marked `lang="en"`); so do product
 * names, technologies and brands inside the descriptions.
 */
import type { Translations } from '@contract/translations';

type PortfolioTranslations = Translations<'title' | 'description'>;

export const PORTFOLIO_TRANSLATIONS: Readonly<Record<string, PortfolioTranslations>> = {
  'northwind-cloud': {
    es: {
      description:
        'Sitio de marketing y centro de documentación para una startup de copias de seguridad en la nube: calculadora de precios, casos de clientes y una sección de documentación con buscador que carga en menos de un segundo.',
    },
    fr: {
      description:
        'Site marketing et centre de documentation pour une start-up de sauvegarde dans le cloud : simulateur de prix, témoignages clients et une documentation consultable qui se charge en moins d’une seconde.',
    },
    de: {
      description:
        'Marketing-Website und Dokumentationsportal für ein Cloud-Backup-Start-up: Preisrechner, Kundengeschichten und ein durchsuchbarer Doku-Bereich, der in unter einer Sekunde lädt.',
    },
    zh: {
      description:
        '为一家云备份初创公司打造的营销网站和文档中心：价格计算器、客户案例，以及可搜索、一秒内即可加载的文档区。',
    },
    ar: {
      description:
        'موقع تسويقي ومركز توثيق لشركة ناشئة في النسخ الاحتياطي السحابي: حاسبة أسعار وقصص عملاء وقسم توثيق قابل للبحث يفتح في أقل من ثانية.',
    },
    hy: {
      description:
        'Մարքեթինգային կայք և փաստաթղթերի կենտրոն ամպային պահուստավորման ստարտափի համար՝ գների հաշվիչ, հաճախորդների պատմություններ և որոնելի փաստաթղթերի բաժին, որը բեռնվում է մեկ վայրկյանից պակաս ժամանակում։',
    },
    ja: {
      description:
        'クラウドバックアップのスタートアップ向けのマーケティングサイトとドキュメントハブ。料金シミュレーター、導入事例、1秒未満で読み込める検索可能なドキュメントを備えています。',
    },
    ko: {
      description:
        '클라우드 백업 스타트업을 위한 마케팅 사이트이자 문서 허브입니다. 요금 계산기, 고객 사례, 1초 안에 열리는 검색 가능한 문서 섹션을 갖췄습니다.',
    },
    ru: {
      description:
        'Маркетинговый сайт и центр документации для стартапа облачного резервного копирования: калькулятор цен, истории клиентов и документация с поиском, которая загружается меньше чем за секунду.',
    },
  },
  'harborline-credit-union': {
    es: {
      description:
        'Un sitio web pensado para los socios de una cooperativa de crédito regional, con tablas de tipos de préstamo, un localizador de cajeros y una solicitud en línea accesible que sustituyó a un formulario PDF de cuatro páginas.',
    },
    fr: {
      description:
        'Un site pensé d’abord pour les sociétaires d’une coopérative de crédit régionale : grilles de taux de prêt, localisateur de distributeurs et demande en ligne accessible qui remplace un formulaire PDF de quatre pages.',
    },
    de: {
      description:
        'Eine Website, die bei einer regionalen Kreditgenossenschaft die Mitglieder in den Mittelpunkt stellt: Tabellen mit Kreditzinsen, eine Geldautomatensuche und ein barrierefreier Online-Antrag, der ein vierseitiges PDF-Formular ersetzt hat.',
    },
    zh: {
      description:
        '为一家地区性信用合作社打造、以会员为中心的网站：贷款利率表、ATM 查找功能，以及取代四页 PDF 表格的无障碍在线申请。',
    },
    ar: {
      description:
        'موقع يضع الأعضاء أولًا لاتحاد ائتماني إقليمي، فيه جداول أسعار القروض وأداة للعثور على أجهزة الصراف الآلي وطلب إلكتروني سهل الاستخدام للجميع حلّ محل نموذج PDF من أربع صفحات.',
    },
    hy: {
      description:
        'Անդամներին առաջնահերթություն տվող կայք տարածաշրջանային վարկային միության համար՝ վարկերի տոկոսադրույքների աղյուսակներով, բանկոմատների որոնիչով և մատչելի առցանց հայտով, որը փոխարինեց քառէջանոց PDF ձևաթղթին։',
    },
    ja: {
      description:
        '地域の信用組合のための、組合員を第一に考えたウェブサイト。ローン金利表、ATM検索、そして4ページのPDF申込書に代わるアクセシブルなオンライン申し込みを備えています。',
    },
    ko: {
      description:
        '지역 신용협동조합을 위해 조합원을 먼저 생각한 웹사이트입니다. 대출 금리표, ATM 찾기, 그리고 4쪽짜리 PDF 양식을 대체한 접근성 높은 온라인 신청서를 제공합니다.',
    },
    ru: {
      description:
        'Сайт регионального кредитного союза, созданный в первую очередь для его членов: таблицы ставок по кредитам, поиск банкоматов и доступная онлайн-заявка вместо четырёхстраничной PDF-формы.',
    },
  },
  'lumen-grain': {
    es: {
      description:
        'Un portafolio centrado en la galería para un fotógrafo de bodas y editorial, con revisión de fotos por parte del cliente, solicitudes de reserva y entrega de imágenes optimizada para conexiones móviles lentas.',
    },
    fr: {
      description:
        'Un portfolio construit autour de la galerie pour un photographe de mariage et de presse, avec sélection des photos par les clients, demandes de réservation et livraison d’images optimisée pour les connexions mobiles lentes.',
    },
    de: {
      description:
        'Ein galeriegeführtes Portfolio für einen Hochzeits- und Editorial-Fotografen, mit Bildfreigabe durch Kunden, Buchungsanfragen und einer Bildauslieferung, die auf langsame Mobilverbindungen abgestimmt ist.',
    },
    zh: {
      description:
        '为一位婚礼与杂志摄影师打造的以画廊为核心的作品集网站，包含客户选片、预约申请，以及针对慢速移动网络优化的图片交付。',
    },
    ar: {
      description:
        'معرض أعمال تتصدّره الصور لمصوّر أعراس وتصوير صحفي، مع مراجعة العملاء للصور وطلبات الحجز وتسليم صور مهيّأ لاتصالات الهاتف البطيئة.',
    },
    hy: {
      description:
        'Պատկերասրահի վրա կառուցված պորտֆոլիո հարսանեկան և խմբագրական լուսանկարչի համար՝ հաճախորդների կողմից լուսանկարների ընտրությամբ, ամրագրման հայտերով և դանդաղ բջջային կապի համար հարմարեցված պատկերների առաքմամբ։',
    },
    ja: {
      description:
        'ウェディング・エディトリアル写真家のための、ギャラリーを主役にしたポートフォリオ。顧客による写真の確認、予約リクエスト、低速なモバイル回線向けに最適化した画像配信を備えています。',
    },
    ko: {
      description:
        '웨딩·에디토리얼 사진작가를 위한 갤러리 중심 포트폴리오입니다. 고객 사진 검수, 예약 요청, 느린 모바일 환경에 맞춘 이미지 전송 기능을 갖췄습니다.',
    },
    ru: {
      description:
        'Портфолио-галерея для свадебного и журнального фотографа: согласование снимков с клиентами, заявки на съёмку и доставка изображений, настроенная под медленный мобильный интернет.',
    },
  },
  'brightpath-marketing': {
    es: {
      description:
        'Un sitio nuevo para una agencia de growth marketing: biblioteca de casos de éxito, páginas de aterrizaje de servicios para cada canal y un formulario de contacto que envía las consultas directamente a su CRM.',
    },
    fr: {
      description:
        'Un nouveau site pour une agence de growth marketing : bibliothèque d’études de cas, pages d’atterrissage par canal et formulaire de contact qui envoie les demandes directement dans leur CRM.',
    },
    de: {
      description:
        'Eine neue Website für eine Growth-Marketing-Agentur: Bibliothek mit Fallstudien, Landingpages für jeden Kanal und ein Anfrageformular, das Leads direkt ins CRM leitet.',
    },
    zh: {
      description:
        '为一家增长营销机构打造的新网站：案例研究库、各渠道的服务落地页，以及将咨询直接导入其 CRM 的线索表单。',
    },
    ar: {
      description:
        'موقع جديد لوكالة تسويق نموّ: مكتبة دراسات حالة، وصفحات هبوط لخدمات كل قناة، ونموذج تواصل يرسل الاستفسارات مباشرة إلى نظام CRM لديهم.',
    },
    hy: {
      description:
        'Նոր կայք աճի մարքեթինգի գործակալության համար՝ դեպքերի ուսումնասիրությունների գրադարան, յուրաքանչյուր ալիքի ծառայությունների վայրէջքի էջեր և հայտի ձև, որն ուղարկում է հարցումներն ուղիղ նրանց CRM համակարգ։',
    },
    ja: {
      description:
        'グロースマーケティング会社の新しいサイト。導入事例ライブラリ、チャネルごとのサービス紹介ランディングページ、問い合わせを直接CRMに送るリードフォームを備えています。',
    },
    ko: {
      description:
        '그로스 마케팅 에이전시의 새 사이트입니다. 사례 연구 라이브러리, 채널별 서비스 랜딩 페이지, 문의를 CRM으로 바로 보내는 리드 양식을 갖췄습니다.',
    },
    ru: {
      description:
        'Новый сайт агентства маркетинга роста: библиотека кейсов, посадочные страницы услуг для каждого канала и форма заявки, которая передаёт обращения прямо в CRM.',
    },
  },
  'helix-robotics': {
    es: {
      description:
        'Sitio de producto para un fabricante de robótica industrial, con configurador 3D interactivo de brazos robóticos, fichas técnicas por modelo y un buscador de distribuidores en toda Norteamérica.',
    },
    fr: {
      description:
        'Site produit pour un fabricant de robots industriels, avec configurateur 3D interactif de bras robotisés, fiches techniques par modèle et carte des revendeurs en Amérique du Nord.',
    },
    de: {
      description:
        'Produktwebsite für einen Hersteller von Industrierobotern mit interaktivem 3D-Konfigurator für Roboterarme, Datenblättern zu jedem Modell und einer Händlersuche für ganz Nordamerika.',
    },
    zh: {
      description:
        '为一家工业机器人制造商打造的产品网站：交互式 3D 机械臂配置器、各型号规格表，以及覆盖北美的经销商查询。',
    },
    ar: {
      description:
        'موقع منتجات لشركة مصنّعة للروبوتات الصناعية، فيه أداة تفاعلية ثلاثية الأبعاد لتهيئة الأذرع الآلية، وصحائف مواصفات لكل طراز، وأداة للعثور على الموزّعين في أنحاء أمريكا الشمالية.',
    },
    hy: {
      description:
        'Արտադրանքի կայք արդյունաբերական ռոբոտներ արտադրողի համար՝ ռոբոտաձեռքի ինտերակտիվ 3D կազմաձևիչով, յուրաքանչյուր մոդելի տեխնիկական բնութագրերով և Հյուսիսային Ամերիկայով մեկ դիլերների որոնիչով։',
    },
    ja: {
      description:
        '産業用ロボットメーカーの製品サイト。インタラクティブな3Dアームコンフィギュレーター、モデルごとの仕様書、北米全域の販売代理店検索を備えています。',
    },
    ko: {
      description:
        '산업용 로봇 제조사의 제품 사이트입니다. 대화형 3D 로봇 팔 구성기, 모델별 사양서, 북미 전역의 대리점 찾기를 제공합니다.',
    },
    ru: {
      description:
        'Продуктовый сайт производителя промышленных роботов: интерактивный 3D-конфигуратор манипуляторов, технические характеристики каждой модели и поиск дилеров по всей Северной Америке.',
    },
  },
  ledgerly: {
    es: {
      description:
        'Sitio de marketing y proceso de registro para una aplicación de facturación para autónomos, con vista previa de la factura en tiempo real, comparativa de planes y precios localizados en seis monedas.',
    },
    fr: {
      description:
        'Site marketing et parcours d’inscription pour une application de facturation destinée aux indépendants, avec aperçu de la facture en direct, comparatif des offres et tarifs localisés en six devises.',
    },
    de: {
      description:
        'Marketing-Website und Registrierungsablauf für eine Rechnungs-App für Freiberufler, mit Live-Vorschau der Rechnung, Tarifvergleich und lokalisierten Preisen in sechs Währungen.',
    },
    zh: {
      description:
        '为一款面向自由职业者的开票应用打造的营销网站和注册流程，包含实时发票预览、套餐对比，以及六种货币的本地化定价。',
    },
    ar: {
      description:
        'موقع تسويقي ومسار تسجيل لتطبيق فواتير للعاملين المستقلين، مع معاينة حيّة للفاتورة ومقارنة بين الخطط وأسعار محلية بست عملات.',
    },
    hy: {
      description:
        'Մարքեթինգային կայք և գրանցման հոսք ֆրիլանսերների համար հաշիվ-ապրանքագրերի հավելվածի համար՝ հաշվի կենդանի նախադիտմամբ, փաթեթների համեմատությամբ և վեց արժույթով տեղայնացված գներով։',
    },
    ja: {
      description:
        'フリーランス向け請求書アプリのマーケティングサイトと登録フロー。請求書のライブプレビュー、プラン比較、6通貨でのローカライズ料金を備えています。',
    },
    ko: {
      description:
        '프리랜서용 인보이스 앱의 마케팅 사이트와 가입 절차입니다. 실시간 인보이스 미리보기, 요금제 비교, 6개 통화로 현지화한 가격을 제공합니다.',
    },
    ru: {
      description:
        'Маркетинговый сайт и регистрация для сервиса выставления счетов для фрилансеров: предпросмотр счёта в реальном времени, сравнение тарифов и цены в шести валютах.',
    },
  },
  'studio-okapi': {
    es: {
      description:
        'Un sitio web editorial para un estudio de arquitectura: historias de proyectos a pantalla completa, un archivo filtrable de obra construida y una página de prensa que los periodistas realmente usan.',
    },
    fr: {
      description:
        'Un site éditorial pour une agence d’architecture : récits de projets en pleine page, archive filtrable des réalisations et un espace presse que les journalistes utilisent vraiment.',
    },
    de: {
      description:
        'Eine redaktionelle Website für ein Architekturbüro: randlose Projektgeschichten, ein filterbares Archiv gebauter Projekte und eine Presseseite, die Journalisten tatsächlich nutzen.',
    },
    zh: {
      description:
        '为一家建筑事务所打造的杂志风格网站：全幅展示的项目故事、可筛选的建成作品档案，以及记者真正会用的媒体页面。',
    },
    ar: {
      description:
        'موقع بطابع تحريري لاستوديو هندسة معمارية: قصص مشاريع بعرض الشاشة كاملًا، وأرشيف قابل للتصفية للأعمال المنفّذة، وصفحة صحفية يستخدمها الصحفيون فعلًا.',
    },
    hy: {
      description:
        'Խմբագրական ոճի կայք ճարտարապետական ստուդիայի համար՝ ամբողջ էկրանով նախագծերի պատմություններ, կառուցված աշխատանքների զտվող արխիվ և մամուլի էջ, որից լրագրողներն իսկապես օգտվում են։',
    },
    ja: {
      description:
        '建築設計事務所のためのエディトリアルなウェブサイト。全幅で見せるプロジェクトストーリー、絞り込みできる竣工作品アーカイブ、記者が実際に使うプレスページを備えています。',
    },
    ko: {
      description:
        '건축 스튜디오를 위한 에디토리얼 웹사이트입니다. 화면 가득 펼쳐지는 프로젝트 이야기, 필터로 찾는 준공 작품 아카이브, 기자들이 실제로 쓰는 보도 자료 페이지를 갖췄습니다.',
    },
    ru: {
      description:
        'Журнальный сайт архитектурного бюро: истории проектов на весь экран, архив построенных объектов с фильтрами и страница для прессы, которой журналисты действительно пользуются.',
    },
  },
  'summit-ridge-wealth': {
    es: {
      description:
        'Un portal seguro para los clientes de una firma de gestión patrimonial: extractos trimestrales, archivo de documentos y mensajería con el asesor, protegidos con inicio de sesión en dos pasos.',
    },
    fr: {
      description:
        'Un portail client sécurisé pour une société de gestion de patrimoine : relevés trimestriels, coffre-fort de documents et messagerie avec le conseiller, derrière une connexion à deux facteurs.',
    },
    de: {
      description:
        'Ein sicheres Kundenportal für eine Vermögensverwaltung: Quartalsberichte, Dokumententresor und Nachrichten an den Berater, geschützt durch eine Zwei-Faktor-Anmeldung.',
    },
    zh: {
      description:
        '为一家财富管理公司打造的安全客户门户：季度对账单、文件保险库和顾问消息，均由双重身份验证登录保护。',
    },
    ar: {
      description:
        'بوابة عملاء آمنة لشركة إدارة ثروات: كشوف حساب ربع سنوية وخزنة مستندات ومراسلة المستشار، وكلها خلف تسجيل دخول بخطوتين.',
    },
    hy: {
      description:
        'Անվտանգ հաճախորդային պորտալ կապիտալի կառավարման ընկերության համար՝ եռամսյակային քաղվածքներ, փաստաթղթերի պահոց և խորհրդատուի հետ նամակագրություն՝ երկգործոն մուտքով պաշտպանված։',
    },
    ja: {
      description:
        '資産運用会社のための安全な顧客ポータル。四半期報告書、書類保管庫、アドバイザーとのメッセージ機能を二要素認証によるサインインで守っています。',
    },
    ko: {
      description:
        '자산관리 회사를 위한 보안 고객 포털입니다. 분기별 보고서, 문서 보관함, 자문가와의 메시지를 2단계 인증 로그인으로 보호합니다.',
    },
    ru: {
      description:
        'Защищённый личный кабинет клиентов компании по управлению капиталом: квартальные отчёты, хранилище документов и переписка с консультантом за двухфакторным входом.',
    },
  },
  'tallgrass-recruiting': {
    es: {
      description:
        'Bolsa de empleo y páginas de empleadores para una agencia de personal sanitario, con datos estructurados de las ofertas para los buscadores y solicitud con un solo toque desde el móvil.',
    },
    fr: {
      description:
        'Offres d’emploi et pages employeurs pour une agence de recrutement dans la santé, avec des données d’offres structurées pour les moteurs de recherche et une candidature en un geste depuis un téléphone.',
    },
    de: {
      description:
        'Jobbörse und Arbeitgeberseiten für eine Personalagentur im Gesundheitswesen, mit strukturierten Stellendaten für Suchmaschinen und Bewerbung per Fingertipp vom Smartphone.',
    },
    zh: {
      description:
        '为一家医疗人才派遣机构打造的招聘板和雇主页面，提供面向搜索引擎的结构化职位数据，并支持在手机上一键申请。',
    },
    ar: {
      description:
        'لوحة وظائف وصفحات لأصحاب العمل لوكالة توظيف في القطاع الصحي، مع بيانات وظائف منظَّمة لمحركات البحث وتقديم بلمسة واحدة من الهاتف.',
    },
    hy: {
      description:
        'Աշխատատեղերի հարթակ և գործատուների էջեր առողջապահական ոլորտի կադրային գործակալության համար՝ որոնողական համակարգերի համար կառուցվածքային տվյալներով և հեռախոսից մեկ հպումով դիմելու հնարավորությամբ։',
    },
    ja: {
      description:
        '医療人材派遣会社の求人サイトと採用企業ページ。検索エンジン向けの構造化された求人データと、スマートフォンからワンタップで応募できる仕組みを備えています。',
    },
    ko: {
      description:
        '의료 인력 파견 회사의 채용 게시판과 고용주 페이지입니다. 검색 엔진용 구조화된 채용 데이터와 휴대폰에서 한 번에 지원하는 기능을 갖췄습니다.',
    },
    ru: {
      description:
        'Доска вакансий и страницы работодателей для кадрового агентства в сфере здравоохранения: структурированные данные о вакансиях для поисковых систем и отклик с телефона в одно касание.',
    },
  },
  'byteforge-devportal': {
    es: {
      description:
        'Un portal interno para desarrolladores que reúne en un solo lugar con buscador las referencias de API, los responsables de cada servicio y los manuales de guardia de 60 equipos de ingeniería.',
    },
    fr: {
      description:
        'Un portail développeurs interne qui réunit en un seul endroit consultable les références d’API, les responsables de chaque service et les procédures d’astreinte de 60 équipes d’ingénierie.',
    },
    de: {
      description:
        'Ein internes Entwicklerportal, das API-Referenzen, Zuständigkeiten für Services und Bereitschafts-Runbooks von 60 Engineering-Teams an einem durchsuchbaren Ort bündelt.',
    },
    zh: {
      description:
        '一个内部开发者门户，把 60 个工程团队的 API 参考、服务归属和值班手册汇集到一个可搜索的地方。',
    },
    ar: {
      description:
        'بوابة داخلية للمطوّرين تجمع مراجع واجهات API وملكية الخدمات وأدلة المناوبة لستين فريقًا هندسيًا في مكان واحد قابل للبحث.',
    },
    hy: {
      description:
        'Ներքին ծրագրավորողների պորտալ, որը 60 ինժեներական թիմերի API տեղեկատուները, ծառայությունների պատասխանատուներին և հերթապահության ուղեցույցները միավորում է մեկ որոնելի վայրում։',
    },
    ja: {
      description:
        '60のエンジニアリングチームのAPIリファレンス、サービスの担当チーム、オンコール対応手順書を、検索できる一か所にまとめた社内開発者ポータル。',
    },
    ko: {
      description:
        '60개 엔지니어링 팀의 API 레퍼런스, 서비스 담당 정보, 온콜 런북을 검색 가능한 한곳에 모은 사내 개발자 포털입니다.',
    },
    ru: {
      description:
        'Внутренний портал для разработчиков, который собирает справочники API, сведения о владельцах сервисов и инструкции для дежурных 60 инженерных команд в одном месте с поиском.',
    },
  },
  'velvet-room': {
    es: {
      description:
        'Calendario de eventos y venta de entradas para un local de música en directo, con páginas de artistas, reserva de mesas y un boletín semanal que llena las noches tranquilas.',
    },
    fr: {
      description:
        'Agenda des concerts et billetterie pour une salle de musique live, avec pages d’artistes, réservation de tables et une newsletter hebdomadaire qui remplit les soirs creux.',
    },
    de: {
      description:
        'Veranstaltungskalender und Ticketverkauf für einen Livemusik-Club, mit Künstlerseiten, Tischreservierungen und einem wöchentlichen Newsletter, der auch die ruhigen Abende füllt.',
    },
    zh: {
      description:
        '为一家现场音乐场所打造的活动日历和票务系统，包含艺人页面、订座功能，以及让冷清夜晚也座无虚席的每周简报。',
    },
    ar: {
      description:
        'تقويم فعاليات ونظام تذاكر لمكان موسيقى حيّة، مع صفحات للفنانين وحجز للطاولات ونشرة أسبوعية تملأ الليالي الهادئة.',
    },
    hy: {
      description:
        'Միջոցառումների օրացույց և տոմսավաճառք կենդանի երաժշտության ակումբի համար՝ արտիստների էջերով, սեղանների ամրագրմամբ և շաբաթական տեղեկագրով, որը լցնում է հանգիստ երեկոները։',
    },
    ja: {
      description:
        'ライブハウスのイベントカレンダーとチケット販売。アーティストページ、テーブル予約、そして客足の少ない夜を満席にする週刊ニュースレターを備えています。',
    },
    ko: {
      description:
        '라이브 음악 공연장을 위한 공연 일정과 예매 시스템입니다. 아티스트 페이지, 테이블 예약, 한산한 밤까지 채워 주는 주간 뉴스레터를 갖췄습니다.',
    },
    ru: {
      description:
        'Афиша и продажа билетов для клуба живой музыки: страницы артистов, бронирование столиков и еженедельная рассылка, которая заполняет зал даже в тихие вечера.',
    },
  },
  paycrest: {
    es: {
      description:
        'El sitio web de un proveedor de pagos con calculadora de comisiones, páginas sectoriales para restaurantes y comercio minorista, y una solicitud para comercios que se rellena automáticamente con los datos del registro mercantil.',
    },
    fr: {
      description:
        'Le site d’un prestataire de paiement avec simulateur de frais, pages sectorielles pour la restauration et le commerce de détail, et une demande d’adhésion commerçant préremplie à partir du registre des entreprises.',
    },
    de: {
      description:
        'Die Website eines Zahlungsanbieters mit Gebührenrechner, Branchenseiten für Gastronomie und Einzelhandel und einem Händlerantrag, der sich aus dem Handelsregister vorausfüllt.',
    },
    zh: {
      description:
        '一家支付服务商的网站：费用计算器、面向餐饮和零售的行业页面，以及可从企业登记信息自动预填的商户申请。',
    },
    ar: {
      description:
        'موقع مزوّد خدمات دفع فيه حاسبة رسوم، وصفحات قطاعية للمطاعم ومتاجر التجزئة، وطلب انضمام للتجار يُعبّأ مسبقًا من السجل التجاري.',
    },
    hy: {
      description:
        'Վճարային ծառայություններ մատուցողի կայք՝ միջնորդավճարների հաշվիչով, ռեստորանների և մանրածախ առևտրի ոլորտային էջերով և վաճառողի հայտով, որը նախապես լրացվում է բիզնեսների ռեեստրից։',
    },
    ja: {
      description:
        '決済サービス会社のウェブサイト。手数料シミュレーター、飲食店・小売向けの業種別ページ、商業登記の情報から自動入力される加盟店申し込みを備えています。',
    },
    ko: {
      description:
        '결제 대행사의 웹사이트입니다. 수수료 계산기, 외식·소매업 업종별 페이지, 사업자 등록 정보로 자동 입력되는 가맹점 신청서를 제공합니다.',
    },
    ru: {
      description:
        'Сайт платёжного провайдера с калькулятором комиссий, отраслевыми страницами для ресторанов и розницы и заявкой для продавцов, которая заполняется автоматически из реестра компаний.',
    },
  },
  'meridian-travel': {
    es: {
      description:
        'El sitio de una agencia de viajes boutique con páginas de itinerarios, un asistente para solicitar viajes y guías de destinos que posicionan en búsquedas de cola larga.',
    },
    fr: {
      description:
        'Le site d’une agence de voyages sur mesure avec pages d’itinéraires, assistant de demande de voyage et guides de destinations bien classés sur les recherches de longue traîne.',
    },
    de: {
      description:
        'Die Website eines Boutique-Reisebüros mit Reiseverlaufsseiten, einem Assistenten für Reiseanfragen und Reiseführern zu Zielen, die bei Long-Tail-Suchanfragen weit oben ranken.',
    },
    zh: {
      description: '一家精品旅行社的网站：行程页面、旅行需求向导，以及在长尾搜索中排名靠前的目的地指南。',
    },
    ar: {
      description:
        'موقع وكالة سفر متخصصة فيه صفحات لبرامج الرحلات، ومعالج لطلب الرحلات، وأدلة للوجهات تتصدّر نتائج عمليات البحث الطويلة والمحدّدة.',
    },
    hy: {
      description:
        'Բուտիկ տուրիստական գործակալության կայք՝ երթուղիների էջերով, ճամփորդության հայտի քայլ առ քայլ օգնականով և ուղղությունների ուղեցույցներով, որոնք բարձր դիրքեր են զբաղեցնում մանրամասն որոնումներում։',
    },
    ja: {
      description:
        'ブティック型旅行会社のサイト。旅程ページ、旅行リクエストのウィザード、ロングテール検索で上位表示される旅行先ガイドを備えています。',
    },
    ko: {
      description:
        '부티크 여행사의 사이트입니다. 여행 일정 페이지, 단계별 여행 요청 마법사, 롱테일 검색에서 상위에 오르는 여행지 가이드를 갖췄습니다.',
    },
    ru: {
      description:
        'Сайт бутикового турагентства: страницы маршрутов, пошаговый мастер заявки на поездку и путеводители по направлениям, которые выходят в топ по низкочастотным запросам.',
    },
  },
  'cobalt-ops-dashboard': {
    es: {
      description:
        'Un panel de operaciones privado para una empresa de transporte de mercancías que sigue en tiempo real las cargas, las horas de los conductores y las incidencias de entrega para el equipo de despacho.',
    },
    fr: {
      description:
        'Un tableau de bord d’exploitation privé pour un transporteur de fret, qui suit en temps réel les chargements, les heures des chauffeurs et les incidents de livraison pour l’équipe de régulation.',
    },
    de: {
      description:
        'Ein privates Operations-Dashboard für ein Frachtunternehmen, das Ladungen, Lenkzeiten der Fahrer und Lieferstörungen für die Disposition in Echtzeit verfolgt.',
    },
    zh: { description: '为一家货运公司打造的内部运营看板，为调度团队实时追踪货物、司机工时和配送异常。' },
    ar: {
      description:
        'لوحة عمليات خاصة لشركة شحن تتابع الحمولات وساعات عمل السائقين واستثناءات التسليم لحظة بلحظة لفريق الإرسال.',
    },
    hy: {
      description:
        'Փակ գործառնական վահանակ բեռնափոխադրող ընկերության համար, որն իրական ժամանակում հետևում է բեռներին, վարորդների աշխատաժամերին և առաքման խափանումներին՝ դիսպետչերական թիմի համար։',
    },
    ja: {
      description:
        '貨物輸送会社のための社内向けオペレーションダッシュボード。配車チームのために、積荷、ドライバーの勤務時間、配送の例外をリアルタイムで追跡します。',
    },
    ko: {
      description:
        '화물 운송 회사의 배차팀을 위한 비공개 운영 대시보드로, 화물, 운전자 근무 시간, 배송 예외 상황을 실시간으로 추적합니다.',
    },
    ru: {
      description:
        'Закрытая операционная панель грузоперевозчика, которая в реальном времени показывает диспетчерам грузы, рабочие часы водителей и сбои в доставке.',
    },
  },
};
