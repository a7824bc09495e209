import type { BlogSeed } from './blog-seed';

export const localSeoPost: BlogSeed = {
  key: 'local-seo-checklist',
  slug: 'local-seo-checklist-small-business',
  title: 'Local SEO for Small Businesses: A 10-Point Checklist',
  excerpt:
    'Most customers find local businesses through search and maps. This checklist covers the ten things that move the needle, from your Google Business Profile to structured data.',
  tags: ['SEO', 'Local Business', 'Google'],
  status: 'published',
  daysAgo: 19,
  content: `
<p>When someone searches for "plumber near me" or "bakery open now", Google shows a map with three businesses before any ordinary result. Getting into that map pack, and ranking well below it, is what local SEO is about. The good news: most of the work is straightforward and does not need an agency retainer.</p>

<h2>The checklist</h2>
<ol>
  <li><strong>Claim and complete your Google Business Profile.</strong> Choose the most specific primary category, add opening hours, services, real photos and a description written for people, not keywords.</li>
  <li><strong>Keep your name, address and phone identical everywhere.</strong> Your website, profile, Yelp, Facebook and industry directories should match character for character.</li>
  <li><strong>Give every service its own page.</strong> "Emergency boiler repair" and "boiler installation" are different searches; one generic services page ranks for neither.</li>
  <li><strong>Create pages for the areas you serve</strong>, with genuinely local content: projects you did there, local regulations, travel times. Copy-and-paste city pages do more harm than good.</li>
  <li><strong>Write a unique title and meta description for each page.</strong> Put the service and the place near the start: "Roof Repair in Round Rock, TX | Same-Week Appointments".</li>
  <li><strong>Add LocalBusiness structured data</strong> (schema.org) with your address, hours and phone, and check it with Google's Rich Results Test.</li>
  <li><strong>Ask every happy customer for a review</strong> and reply to all of them, good and bad. Recency and responses matter as much as the star rating.</li>
  <li><strong>Make the site fast and mobile-friendly.</strong> Most local searches happen on phones, often on the move.</li>
  <li><strong>Link your pages to each other</strong> in plain language: a service page should link to the areas where you offer it, and back.</li>
  <li><strong>Connect Google Search Console</strong> to see which searches you appear for, which pages are indexed and what errors Google found.</li>
</ol>

<h2>What to avoid</h2>
<ul>
  <li>Buying links or reviews. Both are against Google's guidelines and the penalties last a long time.</li>
  <li>Stuffing city names into footers. It reads as spam to people and to search engines.</li>
  <li>A virtual office address for a profile if you do not serve customers there.</li>
</ul>

<h2>How long does it take?</h2>
<p>Profile and on-page fixes often show results within weeks. Reviews and content build up over months, and they compound. Set aside an hour a week: answer reviews, add a project photo, publish one useful page a month.</p>
<p>Every website we build ships with clean titles, structured data and a sitemap submitted to Search Console. <a href="/#pricing">See what each package includes</a>.</p>
`,
  translations: {
    es: {
      title: 'SEO local para pequeñas empresas: lista de 10 puntos',
      excerpt:
        'Casi todos los clientes encuentran los negocios locales en el buscador y los mapas. Los diez puntos que marcan la diferencia, del Perfil de Empresa de Google a los datos estructurados.',
      content: `
<p>Cuando alguien busca «fontanero cerca de mí» o «panadería abierta ahora», Google muestra un mapa con tres negocios antes de cualquier resultado normal. Entrar en ese bloque del mapa, y posicionarse bien debajo de él, es de lo que trata el SEO local. La buena noticia: casi todo el trabajo es sencillo y no exige pagar una cuota mensual a una agencia.</p>

<h2>La lista</h2>
<ol>
  <li><strong>Reclame y complete su Perfil de Empresa de Google.</strong> Elija la categoría principal más específica y añada el horario, los servicios, fotos reales y una descripción escrita para personas, no para palabras clave.</li>
  <li><strong>Mantenga su nombre, dirección y teléfono idénticos en todas partes.</strong> Su web, su perfil, Yelp, Facebook y los directorios de su sector deben coincidir carácter por carácter.</li>
  <li><strong>Dedique una página a cada servicio.</strong> «Reparación urgente de calderas» e «instalación de calderas» son búsquedas distintas; una página genérica de servicios no se posiciona para ninguna.</li>
  <li><strong>Cree páginas para las zonas que atiende</strong>, con contenido realmente local: trabajos que hizo allí, normativa local, tiempos de desplazamiento. Las páginas de ciudades copiadas y pegadas hacen más mal que bien.</li>
  <li><strong>Escriba un título y una meta descripción únicos para cada página.</strong> Ponga el servicio y el lugar al principio: «Reparación de tejados en Round Rock, TX | Cita en la misma semana».</li>
  <li><strong>Añada datos estructurados LocalBusiness</strong> (schema.org) con su dirección, horario y teléfono, y compruébelos con la prueba de resultados enriquecidos de Google.</li>
  <li><strong>Pida una reseña a cada cliente satisfecho</strong> y responda a todas, buenas y malas. Que sean recientes y tengan respuesta importa tanto como la puntuación en estrellas.</li>
  <li><strong>Haga que el sitio sea rápido y se vea bien en el móvil.</strong> La mayoría de las búsquedas locales se hacen desde el teléfono, a menudo sobre la marcha.</li>
  <li><strong>Enlace sus páginas entre sí</strong> con palabras claras: una página de servicio debe enlazar a las zonas donde lo ofrece, y viceversa.</li>
  <li><strong>Conecte Google Search Console</strong> para ver en qué búsquedas aparece, qué páginas están indexadas y qué errores ha encontrado Google.</li>
</ol>

<h2>Qué evitar</h2>
<ul>
  <li>Comprar enlaces o reseñas. Ambas cosas van contra las directrices de Google y las penalizaciones duran mucho.</li>
  <li>Llenar el pie de página de nombres de ciudades. Parece spam, para las personas y para los buscadores.</li>
  <li>Usar la dirección de una oficina virtual en su perfil si no atiende allí a clientes.</li>
</ul>

<h2>¿Cuánto tarda?</h2>
<p>Las mejoras del perfil y de las páginas suelen notarse en pocas semanas. Las reseñas y el contenido se acumulan durante meses, y su efecto se multiplica. Reserve una hora a la semana: responda reseñas, añada la foto de un trabajo y publique una página útil al mes.</p>
<p>Todas las webs que creamos se entregan con títulos cuidados, datos estructurados y un sitemap enviado a Search Console. <a href="/#pricing">Vea qué incluye cada paquete</a>.</p>
`,
    },
    fr: {
      title: 'SEO local des petites entreprises : 10 points à vérifier',
      excerpt:
        "La plupart des clients trouvent les commerces locaux via la recherche et les cartes. Les dix leviers qui comptent, de la fiche d'établissement Google aux données structurées.",
      content: `
<p>Quand quelqu'un cherche « plombier près de chez moi » ou « boulangerie ouverte maintenant », Google affiche une carte avec trois établissements avant le moindre résultat classique. Entrer dans ce « pack local », et bien se classer juste en dessous, voilà tout l'enjeu du SEO local. Bonne nouvelle : l'essentiel du travail est simple et ne nécessite pas un abonnement mensuel auprès d'une agence.</p>

<h2>La liste</h2>
<ol>
  <li><strong>Revendiquez et complétez votre fiche d'établissement Google.</strong> Choisissez la catégorie principale la plus précise, ajoutez horaires, services, vraies photos et une description écrite pour des humains, pas pour des mots-clés.</li>
  <li><strong>Gardez un nom, une adresse et un téléphone identiques partout.</strong> Votre site, votre fiche, Yelp, Facebook et les annuaires de votre secteur doivent correspondre au caractère près.</li>
  <li><strong>Donnez à chaque service sa propre page.</strong> « Dépannage de chaudière en urgence » et « installation de chaudière » sont deux recherches différentes ; une page de services générique ne se classe sur aucune.</li>
  <li><strong>Créez des pages pour les zones que vous desservez</strong>, avec un contenu vraiment local : chantiers réalisés sur place, réglementation locale, temps de trajet. Les pages de villes copiées-collées font plus de mal que de bien.</li>
  <li><strong>Rédigez un titre et une méta-description uniques pour chaque page.</strong> Placez le service et le lieu au début : « Réparation de toiture à Round Rock, TX | Rendez-vous dans la semaine ».</li>
  <li><strong>Ajoutez des données structurées LocalBusiness</strong> (schema.org) avec votre adresse, vos horaires et votre téléphone, et vérifiez-les avec le test des résultats enrichis de Google.</li>
  <li><strong>Demandez un avis à chaque client satisfait</strong> et répondez à tous, bons comme mauvais. La fraîcheur des avis et vos réponses comptent autant que la note en étoiles.</li>
  <li><strong>Rendez le site rapide et adapté aux mobiles.</strong> La plupart des recherches locales se font sur téléphone, souvent en déplacement.</li>
  <li><strong>Reliez vos pages entre elles</strong> avec des mots simples : une page de service doit renvoyer vers les zones où vous la proposez, et inversement.</li>
  <li><strong>Connectez Google Search Console</strong> pour voir sur quelles recherches vous apparaissez, quelles pages sont indexées et quelles erreurs Google a détectées.</li>
</ol>

<h2>À éviter</h2>
<ul>
  <li>Acheter des liens ou des avis. Les deux enfreignent les consignes de Google, et les pénalités durent longtemps.</li>
  <li>Bourrer le pied de page de noms de villes. Les internautes comme les moteurs de recherche y voient du spam.</li>
  <li>Indiquer l'adresse d'un bureau virtuel sur votre fiche si vous n'y recevez pas de clients.</li>
</ul>

<h2>Combien de temps faut-il ?</h2>
<p>Les corrections de la fiche et des pages donnent souvent des résultats en quelques semaines. Les avis et le contenu s'accumulent sur des mois, et leurs effets se cumulent. Réservez une heure par semaine : répondez aux avis, ajoutez la photo d'un chantier, publiez une page utile par mois.</p>
<p>Chaque site que nous créons est livré avec des titres soignés, des données structurées et un sitemap soumis à la Search Console. <a href="/#pricing">Découvrez ce que comprend chaque formule</a>.</p>
`,
    },
    de: {
      title: 'Lokales SEO für kleine Unternehmen: 10-Punkte-Checkliste',
      excerpt:
        'Die meisten Kunden finden lokale Betriebe über Suche und Karten. Zehn Punkte, die wirklich etwas bewegen – vom Google Unternehmensprofil bis zu strukturierten Daten.',
      content: `
<p>Wer nach „Klempner in der Nähe“ oder „Bäckerei jetzt geöffnet“ sucht, sieht bei Google noch vor jedem normalen Ergebnis eine Karte mit drei Betrieben. In diesen Kartenblock zu kommen und darunter gut zu ranken – genau darum geht es bei lokalem SEO. Die gute Nachricht: Das meiste ist unkompliziert und erfordert keine monatliche Agenturpauschale.</p>

<h2>Die Checkliste</h2>
<ol>
  <li><strong>Beanspruchen und vervollständigen Sie Ihr Google Unternehmensprofil.</strong> Wählen Sie die genaueste Hauptkategorie und ergänzen Sie Öffnungszeiten, Leistungen, echte Fotos und eine Beschreibung, die für Menschen geschrieben ist, nicht für Keywords.</li>
  <li><strong>Halten Sie Name, Adresse und Telefonnummer überall identisch.</strong> Website, Profil, Yelp, Facebook und Branchenverzeichnisse sollten Zeichen für Zeichen übereinstimmen.</li>
  <li><strong>Geben Sie jeder Leistung eine eigene Seite.</strong> „Heizungsnotdienst“ und „Heizungsinstallation“ sind verschiedene Suchanfragen; eine allgemeine Leistungsseite rankt für keine von beiden.</li>
  <li><strong>Legen Sie Seiten für Ihre Einzugsgebiete an</strong>, mit wirklich lokalem Inhalt: Projekte, die Sie dort umgesetzt haben, örtliche Vorschriften, Anfahrtszeiten. Per Copy-and-paste erstellte Städteseiten schaden mehr, als sie nützen.</li>
  <li><strong>Schreiben Sie für jede Seite einen eigenen Titel und eine eigene Meta-Beschreibung.</strong> Leistung und Ort gehören an den Anfang: „Dachreparatur in Round Rock, TX | Termine noch diese Woche“.</li>
  <li><strong>Ergänzen Sie strukturierte Daten vom Typ LocalBusiness</strong> (schema.org) mit Adresse, Öffnungszeiten und Telefonnummer und prüfen Sie sie mit dem Test für Rich-Suchergebnisse von Google.</li>
  <li><strong>Bitten Sie jeden zufriedenen Kunden um eine Bewertung</strong> und antworten Sie auf alle, gute wie schlechte. Aktualität und Antworten zählen so viel wie die Sternebewertung.</li>
  <li><strong>Machen Sie die Website schnell und mobilfreundlich.</strong> Die meisten lokalen Suchen finden auf dem Handy statt, oft unterwegs.</li>
  <li><strong>Verlinken Sie Ihre Seiten untereinander</strong>, in klaren Worten: Eine Leistungsseite sollte auf die Orte verweisen, an denen Sie die Leistung anbieten, und umgekehrt.</li>
  <li><strong>Verbinden Sie die Google Search Console</strong>, um zu sehen, bei welchen Suchanfragen Sie erscheinen, welche Seiten indexiert sind und welche Fehler Google gefunden hat.</li>
</ol>

<h2>Was Sie vermeiden sollten</h2>
<ul>
  <li>Links oder Bewertungen kaufen. Beides verstößt gegen die Richtlinien von Google, und die Abstrafungen halten lange an.</li>
  <li>Städtenamen in die Fußzeile stopfen. Das wirkt auf Menschen wie auf Suchmaschinen wie Spam.</li>
  <li>Eine virtuelle Büroadresse im Profil, wenn Sie dort keine Kunden bedienen.</li>
</ul>

<h2>Wie lange dauert es?</h2>
<p>Verbesserungen am Profil und auf den Seiten zeigen oft innerhalb weniger Wochen Wirkung. Bewertungen und Inhalte wachsen über Monate, und ihre Wirkung verstärkt sich. Planen Sie eine Stunde pro Woche ein: Bewertungen beantworten, ein Projektfoto ergänzen, jeden Monat eine nützliche Seite veröffentlichen.</p>
<p>Jede Website, die wir bauen, wird mit sauberen Titeln, strukturierten Daten und einer bei der Search Console eingereichten Sitemap ausgeliefert. <a href="/#pricing">Sehen Sie, was jedes Paket enthält</a>.</p>
`,
    },
    zh: {
      title: '小企业本地 SEO：10 项检查清单',
      excerpt:
        '大多数顾客通过搜索和地图找到本地商家。这份清单涵盖真正见效的十件事，从 Google 商家资料到结构化数据。',
      content: `
<p>当有人搜索“附近的水管工”或“现在营业的面包店”时，Google 会在所有普通结果之前先显示一张列出三家商家的地图。挤进这个地图板块，并在其下方获得好排名，就是本地 SEO 要做的事。好消息是：大部分工作并不复杂，也不需要每月付给代理公司一笔服务费。</p>

<h2>检查清单</h2>
<ol>
  <li><strong>认领并完善您的 Google 商家资料。</strong>选择最具体的主要类别，添加营业时间、服务项目、真实照片，以及写给人看、而不是堆砌关键词的简介。</li>
  <li><strong>让名称、地址和电话在各处保持一致。</strong>您的网站、商家资料、Yelp、Facebook 和行业目录上的信息应一字不差。</li>
  <li><strong>为每项服务单独建一个页面。</strong>“锅炉紧急维修”和“锅炉安装”是不同的搜索；一个笼统的服务页面哪个都排不上。</li>
  <li><strong>为您服务的地区建立页面</strong>，内容要真正本地化：您在当地做过的项目、当地法规、上门所需时间。复制粘贴出来的城市页面弊大于利。</li>
  <li><strong>为每个页面写独一无二的标题和元描述。</strong>把服务和地点放在开头：“德克萨斯州朗德罗克屋顶维修 | 当周预约”。</li>
  <li><strong>添加 LocalBusiness 结构化数据</strong>（schema.org），写明地址、营业时间和电话，并用 Google 的富媒体搜索结果测试进行检查。</li>
  <li><strong>请每位满意的顾客留下评价</strong>，并回复所有评价，无论好坏。评价是否够新、有无回复，和星级评分同样重要。</li>
  <li><strong>让网站快速且适合手机浏览。</strong>大多数本地搜索发生在手机上，而且常常是在路上。</li>
  <li><strong>用平实的语言在页面之间互相链接</strong>：服务页面应链接到提供该服务的地区页面，地区页面也要链接回来。</li>
  <li><strong>接入 Google Search Console</strong>，查看您出现在哪些搜索中、哪些页面已被收录，以及 Google 发现了哪些错误。</li>
</ol>

<h2>需要避免的做法</h2>
<ul>
  <li>购买链接或评价。两者都违反 Google 的规定，而且处罚会持续很长时间。</li>
  <li>在页脚堆砌城市名称。无论在人还是搜索引擎看来，这都像垃圾信息。</li>
  <li>如果您不在某个虚拟办公室地址接待顾客，就不要把它填进商家资料。</li>
</ul>

<h2>需要多长时间？</h2>
<p>商家资料和页面上的改进通常几周内就能见效。评价和内容则要靠几个月慢慢积累，效果会不断叠加。每周留出一小时：回复评价，添一张项目照片，每月发布一个有用的页面。</p>
<p>我们制作的每个网站都配有规范的标题、结构化数据，并已向 Search Console 提交站点地图。<a href="/#pricing">看看每个套餐都包含什么</a>。</p>
`,
    },
    ar: {
      title: 'تحسين الظهور المحلي للشركات الصغيرة: قائمة من 10 نقاط',
      excerpt:
        'يجد معظم العملاء الشركات المحلية عبر البحث والخرائط. تغطي هذه القائمة الأمور العشرة التي تُحدث فرقًا فعلًا، من ملفك التجاري على Google إلى البيانات المنظَّمة.',
      content: `
<p>حين يبحث أحدهم عن «سبّاك قريب مني» أو «مخبز مفتوح الآن»، تعرض Google خريطة فيها ثلاث شركات قبل أي نتيجة عادية. الدخول إلى مربع الخريطة هذا، والظهور في مرتبة جيدة تحته، هو جوهر تحسين الظهور المحلي. والخبر السار: معظم العمل بسيط ولا يحتاج إلى اشتراك شهري مع وكالة.</p>

<h2>القائمة</h2>
<ol>
  <li><strong>اطلب ملكية ملفك التجاري على Google وأكمله.</strong> اختر الفئة الرئيسية الأدق، وأضف ساعات العمل والخدمات وصورًا حقيقية ووصفًا مكتوبًا للناس لا للكلمات المفتاحية.</li>
  <li><strong>اجعل اسمك وعنوانك ورقم هاتفك متطابقة في كل مكان.</strong> يجب أن تتطابق حرفًا بحرف في موقعك وملفك وYelp وFacebook وأدلة قطاعك.</li>
  <li><strong>خصّص لكل خدمة صفحة خاصة بها.</strong> «إصلاح الغلايات الطارئ» و«تركيب الغلايات» عمليتا بحث مختلفتان؛ وصفحة خدمات عامة واحدة لن تظهر في أيٍّ منهما.</li>
  <li><strong>أنشئ صفحات للمناطق التي تخدمها</strong> بمحتوى محلي حقيقي: مشاريع نفذتها هناك، واللوائح المحلية، ومدة الوصول. صفحات المدن المنسوخة تضر أكثر مما تنفع.</li>
  <li><strong>اكتب عنوانًا ووصفًا تعريفيًا فريدين لكل صفحة.</strong> ضع الخدمة والمكان في البداية: «إصلاح الأسطح في راوند روك، تكساس | مواعيد خلال الأسبوع نفسه».</li>
  <li><strong>أضف بيانات منظَّمة من نوع LocalBusiness</strong> (schema.org) تتضمن عنوانك وساعات عملك وهاتفك، وتحقّق منها باختبار النتائج الغنية من Google.</li>
  <li><strong>اطلب تقييمًا من كل عميل راضٍ</strong> وردّ على التقييمات كلها، الجيدة والسيئة. حداثة التقييمات والرد عليها مهمّان بقدر عدد النجوم.</li>
  <li><strong>اجعل الموقع سريعًا وملائمًا للهواتف.</strong> معظم عمليات البحث المحلية تجري على الهواتف، وغالبًا أثناء التنقّل.</li>
  <li><strong>اربط صفحاتك بعضها ببعض</strong> بلغة واضحة: يجب أن ترتبط صفحة الخدمة بالمناطق التي تقدّمها فيها، والعكس.</li>
  <li><strong>اربط Google Search Console</strong> لترى عمليات البحث التي تظهر فيها، والصفحات المفهرسة، والأخطاء التي وجدتها Google.</li>
</ol>

<h2>ما يجب تجنّبه</h2>
<ul>
  <li>شراء الروابط أو التقييمات. كلاهما مخالف لإرشادات Google، والعقوبات تدوم طويلًا.</li>
  <li>حشو تذييل الصفحة بأسماء المدن. يبدو ذلك رسائل مزعجة للناس ولمحركات البحث.</li>
  <li>استخدام عنوان مكتب افتراضي في ملفك إن كنت لا تخدم العملاء هناك.</li>
</ul>

<h2>كم يستغرق ذلك؟</h2>
<p>غالبًا ما تظهر نتائج تحسينات الملف والصفحات خلال أسابيع. أما التقييمات والمحتوى فتتراكم على مدى أشهر، ويتضاعف أثرها. خصّص ساعة في الأسبوع: ردّ على التقييمات، وأضف صورة مشروع، وانشر صفحة مفيدة كل شهر.</p>
<p>كل موقع نبنيه يُسلَّم بعناوين مدروسة وبيانات منظَّمة وخريطة موقع مُرسلة إلى Search Console. <a href="/#pricing">اطّلع على ما تتضمنه كل باقة</a>.</p>
`,
    },
    hy: {
      title: 'Տեղական SEO փոքր բիզնեսի համար․ 10 կետանոց ստուգաթերթ',
      excerpt:
        'Հաճախորդների մեծ մասը տեղական բիզնեսները գտնում է որոնման և քարտեզների միջոցով։ Տասը քայլ, որոնք իրոք ազդում են՝ Google Business Profile-ից մինչև կառուցվածքային տվյալներ։',
      content: `
<p>Երբ ինչ-որ մեկը որոնում է «սանտեխնիկ մոտակայքում» կամ «հացատուն, որը հիմա բաց է», Google-ը ցանկացած սովորական արդյունքից առաջ ցույց է տալիս քարտեզ երեք բիզնեսով։ Հայտնվել այդ քարտեզի բլոկում և լավ դիրք զբաղեցնել դրա տակ՝ ահա թե ինչի մասին է տեղական SEO-ն։ Լավ լուրն այն է, որ աշխատանքի մեծ մասը պարզ է և գործակալությանը ամսական վճար չի պահանջում։</p>

<h2>Ստուգաթերթը</h2>
<ol>
  <li><strong>Հաստատեք և լրացրեք ձեր Google Business Profile-ը։</strong> Ընտրեք ամենաճշգրիտ հիմնական կատեգորիան, ավելացրեք աշխատանքային ժամերը, ծառայությունները, իրական լուսանկարներ և մարդկանց, այլ ոչ թե բանալի բառերի համար գրված նկարագրություն։</li>
  <li><strong>Ձեր անունը, հասցեն և հեռախոսը ամենուր թող նույնը լինեն։</strong> Ձեր կայքը, պրոֆիլը, Yelp-ը, Facebook-ը և ոլորտային տեղեկատուները պետք է համընկնեն տառ առ տառ։</li>
  <li><strong>Յուրաքանչյուր ծառայության տվեք առանձին էջ։</strong> «Կաթսայի շտապ նորոգում» և «կաթսայի տեղադրում» տարբեր որոնումներ են․ մեկ ընդհանուր ծառայությունների էջը դրանցից ոչ մեկով չի դասակարգվի։</li>
  <li><strong>Ստեղծեք էջեր ձեր սպասարկած տարածքների համար</strong>՝ իսկապես տեղական բովանդակությամբ․ այնտեղ արված նախագծեր, տեղական կանոնակարգեր, ճանապարհի տևողություն։ Պատճենված քաղաքների էջերն ավելի շատ վնաս են տալիս, քան օգուտ։</li>
  <li><strong>Յուրաքանչյուր էջի համար գրեք եզակի վերնագիր և մետա նկարագրություն։</strong> Ծառայությունն ու վայրը դրեք սկզբում․ «Տանիքի նորոգում Ռաունդ Ռոքում, Տեխաս | Այցեր նույն շաբաթում»։</li>
  <li><strong>Ավելացրեք LocalBusiness կառուցվածքային տվյալներ</strong> (schema.org)՝ ձեր հասցեով, ժամերով և հեռախոսով, և ստուգեք դրանք Google-ի Rich Results Test գործիքով։</li>
  <li><strong>Յուրաքանչյուր գոհ հաճախորդից խնդրեք կարծիք</strong> և պատասխանեք բոլորին՝ և՛ լավ, և՛ վատ կարծիքներին։ Թարմությունն ու պատասխանները նույնքան կարևոր են, որքան աստղերի գնահատականը։</li>
  <li><strong>Կայքը դարձրեք արագ և բջջայինին հարմար։</strong> Տեղական որոնումների մեծ մասը կատարվում է հեռախոսով, հաճախ՝ ճանապարհին։</li>
  <li><strong>Ձեր էջերը կապեք միմյանց հետ</strong> պարզ բառերով․ ծառայության էջը պետք է հղվի այն տարածքներին, որտեղ այն առաջարկում եք, և հակառակը։</li>
  <li><strong>Միացրեք Google Search Console-ը</strong>, որպեսզի տեսնեք, թե որ որոնումներում եք հայտնվում, որ էջերն են ինդեքսավորված և ինչ սխալներ է գտել Google-ը։</li>
</ol>

<h2>Ինչից խուսափել</h2>
<ul>
  <li>Հղումներ կամ կարծիքներ գնելուց։ Երկուսն էլ հակասում են Google-ի ուղեցույցներին, և տույժերը երկար են տևում։</li>
  <li>Էջատակը քաղաքների անուններով լցնելուց։ Դա սպամ է թվում և՛ մարդկանց, և՛ որոնողական համակարգերին։</li>
  <li>Պրոֆիլում վիրտուալ գրասենյակի հասցե նշելուց, եթե այնտեղ հաճախորդներ չեք սպասարկում։</li>
</ul>

<h2>Որքա՞ն ժամանակ է պետք</h2>
<p>Պրոֆիլի և էջերի շտկումները հաճախ արդյունք են տալիս մի քանի շաբաթում։ Կարծիքներն ու բովանդակությունը կուտակվում են ամիսների ընթացքում, և դրանց ազդեցությունն աճում է։ Շաբաթը մեկ ժամ առանձնացրեք․ պատասխանեք կարծիքներին, ավելացրեք նախագծի լուսանկար, ամիսը մեկ օգտակար էջ հրապարակեք։</p>
<p>Մեր ստեղծած յուրաքանչյուր կայք հանձնվում է մաքուր վերնագրերով, կառուցվածքային տվյալներով և Search Console-ին ներկայացված կայքի քարտեզով։ <a href="/#pricing">Տեսեք, թե ինչ է ներառում յուրաքանչյուր փաթեթ</a>։</p>
`,
    },
    ja: {
      title: '中小企業のためのローカルSEO：10項目のチェックリスト',
      excerpt:
        'お客様の多くは検索と地図で地元のお店を見つけます。Googleビジネスプロフィールから構造化データまで、効果の大きい10項目をまとめました。',
      content: `
<p>「近くの水道屋」や「今営業しているパン屋」と検索すると、Googleは通常の検索結果より先に、3つのお店を載せた地図を表示します。この地図の枠に入り、その下でも上位に表示されること。それがローカルSEOの目的です。うれしいことに、作業の大半はシンプルで、制作会社に月額料金を払い続ける必要もありません。</p>

<h2>チェックリスト</h2>
<ol>
  <li><strong>Googleビジネスプロフィールのオーナー確認をして、内容を充実させる。</strong>最も具体的なメインカテゴリを選び、営業時間、サービス、実際の写真、そしてキーワードではなく人に向けて書いた説明文を加えましょう。</li>
  <li><strong>店名、住所、電話番号をどこでも同じ表記にする。</strong>ウェブサイト、プロフィール、Yelp、Facebook、業界のディレクトリで、1文字まで一致させましょう。</li>
  <li><strong>サービスごとに専用のページを作る。</strong>「給湯器の緊急修理」と「給湯器の設置」は別の検索です。まとめただけのサービスページでは、どちらでも上位に入れません。</li>
  <li><strong>対応エリアごとのページを作る。</strong>その地域で手がけた施工事例、地域の規制、移動時間など、本当に地元に根ざした内容にしましょう。コピー＆ペーストの地域ページは逆効果です。</li>
  <li><strong>ページごとに固有のタイトルとメタディスクリプションを書く。</strong>サービス名と地名を冒頭に置きます。例：「テキサス州ラウンドロックの屋根修理｜同じ週に訪問可能」。</li>
  <li><strong>LocalBusinessの構造化データを追加する</strong>（schema.org）。住所、営業時間、電話番号を記述し、Googleのリッチリザルト テストで確認しましょう。</li>
  <li><strong>満足したお客様には必ずクチコミをお願いする。</strong>良いものにも悪いものにも、すべて返信しましょう。新しさと返信の有無は、星の数と同じくらい重要です。</li>
  <li><strong>サイトを速く、スマートフォンで見やすくする。</strong>ローカル検索の多くはスマートフォンで、しかも移動中に行われます。</li>
  <li><strong>わかりやすい言葉でページ同士をリンクする。</strong>サービスのページからは、そのサービスを提供している地域のページへ、そして地域のページからはサービスのページへリンクします。</li>
  <li><strong>Google Search Consoleを連携する。</strong>どの検索で表示されているか、どのページがインデックスされているか、Googleがどんなエラーを見つけたかを確認できます。</li>
</ol>

<h2>避けるべきこと</h2>
<ul>
  <li>リンクやクチコミを買うこと。どちらもGoogleのガイドライン違反で、ペナルティは長く続きます。</li>
  <li>フッターに地名を詰め込むこと。人にも検索エンジンにもスパムに見えます。</li>
  <li>実際に接客していないバーチャルオフィスの住所をプロフィールに載せること。</li>
</ul>

<h2>どれくらいで効果が出る？</h2>
<p>プロフィールやページの改善は、数週間で結果が出ることがよくあります。クチコミとコンテンツは数か月かけて積み上がり、効果が重なっていきます。週に1時間を確保して、クチコミに返信し、施工写真を1枚追加し、月に1ページ役立つページを公開しましょう。</p>
<p>当社が制作するウェブサイトには、整ったタイトル、構造化データ、Search Consoleへ送信済みのサイトマップがすべて含まれます。<a href="/#pricing">各プランの内容を見る</a>。</p>
`,
    },
    ko: {
      title: '소상공인을 위한 로컬 SEO: 10가지 체크리스트',
      excerpt:
        '대부분의 고객은 검색과 지도로 동네 업체를 찾습니다. Google 비즈니스 프로필부터 구조화된 데이터까지, 실제로 효과를 내는 열 가지를 정리했습니다.',
      content: `
<p>누군가 "내 근처 배관공"이나 "지금 영업 중인 빵집"을 검색하면, Google은 일반 검색 결과보다 먼저 업체 세 곳이 표시된 지도를 보여 줍니다. 이 지도 영역에 들어가고, 그 아래에서도 높은 순위에 오르는 것이 바로 로컬 SEO입니다. 다행히 대부분의 작업은 간단해서 에이전시에 매달 비용을 낼 필요가 없습니다.</p>

<h2>체크리스트</h2>
<ol>
  <li><strong>Google 비즈니스 프로필의 소유권을 확인하고 내용을 채우세요.</strong> 가장 구체적인 기본 카테고리를 고르고, 영업시간, 서비스, 실제 사진, 그리고 키워드가 아닌 사람을 위해 쓴 소개 글을 추가하세요.</li>
  <li><strong>상호, 주소, 전화번호를 어디서나 똑같이 쓰세요.</strong> 웹사이트, 프로필, Yelp, Facebook, 업종별 디렉터리의 정보가 한 글자도 다르지 않아야 합니다.</li>
  <li><strong>서비스마다 전용 페이지를 만드세요.</strong> "보일러 긴급 수리"와 "보일러 설치"는 서로 다른 검색어입니다. 두루뭉술한 서비스 페이지 하나로는 어느 쪽에서도 순위에 오르지 못합니다.</li>
  <li><strong>서비스 지역별 페이지를 만드세요.</strong> 그 지역에서 진행한 작업, 지역 규정, 이동 시간처럼 진짜 지역 정보를 담아야 합니다. 복사해 붙인 도시 페이지는 득보다 실이 큽니다.</li>
  <li><strong>페이지마다 고유한 제목과 메타 설명을 쓰세요.</strong> 서비스와 지역을 앞쪽에 두세요. 예: "텍사스주 라운드록 지붕 수리 | 이번 주 방문 예약".</li>
  <li><strong>LocalBusiness 구조화된 데이터를 추가하세요</strong>(schema.org). 주소, 영업시간, 전화번호를 넣고 Google 리치 결과 테스트로 확인하세요.</li>
  <li><strong>만족한 고객에게는 빠짐없이 리뷰를 부탁하고</strong> 좋은 리뷰든 나쁜 리뷰든 모두 답글을 다세요. 리뷰가 최근 것인지, 답글이 달렸는지는 별점만큼 중요합니다.</li>
  <li><strong>사이트를 빠르고 모바일 친화적으로 만드세요.</strong> 지역 검색은 대부분 휴대폰으로, 그것도 이동 중에 이뤄집니다.</li>
  <li><strong>쉬운 말로 페이지끼리 서로 연결하세요.</strong> 서비스 페이지는 그 서비스를 제공하는 지역 페이지로, 지역 페이지는 다시 서비스 페이지로 연결돼야 합니다.</li>
  <li><strong>Google Search Console을 연결하세요.</strong> 어떤 검색어에 노출되는지, 어떤 페이지가 색인됐는지, Google이 어떤 오류를 찾았는지 볼 수 있습니다.</li>
</ol>

<h2>피해야 할 것</h2>
<ul>
  <li>링크나 리뷰 구매. 둘 다 Google 가이드라인 위반이며, 불이익이 오래갑니다.</li>
  <li>푸터에 도시 이름 잔뜩 넣기. 사람에게도 검색 엔진에도 스팸처럼 보입니다.</li>
  <li>실제로 고객을 응대하지 않는 비상주 사무실 주소를 프로필에 쓰는 것.</li>
</ul>

<h2>얼마나 걸릴까요?</h2>
<p>프로필과 페이지 개선은 몇 주 안에 효과가 나타나는 경우가 많습니다. 리뷰와 콘텐츠는 몇 달에 걸쳐 쌓이며 효과가 복리처럼 커집니다. 일주일에 한 시간을 떼어 두세요. 리뷰에 답하고, 작업 사진을 한 장 올리고, 한 달에 한 페이지씩 유용한 글을 게시하세요.</p>
<p>저희가 만드는 모든 웹사이트에는 깔끔한 제목, 구조화된 데이터, Search Console에 제출된 사이트맵이 기본으로 포함됩니다. <a href="/#pricing">패키지별 포함 내역 보기</a>.</p>
`,
    },
    ru: {
      title: 'Локальное SEO для малого бизнеса: чек-лист из 10 пунктов',
      excerpt:
        'Большинство клиентов находят местные компании через поиск и карты. Этот чек-лист — о десяти вещах, которые реально работают: от профиля компании в Google до структурированных данных.',
      content: `
<p>Когда человек ищет «сантехник рядом» или «пекарня открыта сейчас», Google ещё до обычных результатов показывает карту с тремя компаниями. Попасть в этот блок с картой и хорошо ранжироваться под ним — в этом и состоит локальное SEO. Хорошая новость: почти вся работа простая и не требует ежемесячной абонентской платы агентству.</p>

<h2>Чек-лист</h2>
<ol>
  <li><strong>Подтвердите и заполните профиль компании в Google.</strong> Выберите самую точную основную категорию, добавьте часы работы, услуги, настоящие фотографии и описание, написанное для людей, а не для ключевых слов.</li>
  <li><strong>Название, адрес и телефон должны везде совпадать.</strong> Сайт, профиль, Yelp, Facebook и отраслевые каталоги должны совпадать символ в символ.</li>
  <li><strong>Дайте каждой услуге свою страницу.</strong> «Срочный ремонт котла» и «установка котла» — разные запросы; одна общая страница услуг не ранжируется ни по одному из них.</li>
  <li><strong>Создайте страницы для районов, которые вы обслуживаете</strong>, с по-настоящему местным содержанием: проекты, выполненные там, местные правила, время в пути. Скопированные страницы городов приносят больше вреда, чем пользы.</li>
  <li><strong>Напишите для каждой страницы уникальный заголовок и метаописание.</strong> Ставьте услугу и место в начало: «Ремонт кровли в Раунд-Роке, Техас | Выезд на этой неделе».</li>
  <li><strong>Добавьте структурированные данные LocalBusiness</strong> (schema.org) с адресом, часами работы и телефоном и проверьте их инструментом проверки расширенных результатов Google.</li>
  <li><strong>Просите отзыв у каждого довольного клиента</strong> и отвечайте на все отзывы, хорошие и плохие. Свежесть отзывов и ваши ответы важны не меньше, чем звёздный рейтинг.</li>
  <li><strong>Сделайте сайт быстрым и удобным на мобильных.</strong> Большинство локальных запросов делаются с телефона, часто на ходу.</li>
  <li><strong>Связывайте страницы между собой</strong> понятными словами: страница услуги должна ссылаться на районы, где вы её оказываете, и наоборот.</li>
  <li><strong>Подключите Google Search Console</strong>, чтобы видеть, по каким запросам вы показываетесь, какие страницы проиндексированы и какие ошибки нашёл Google.</li>
</ol>

<h2>Чего избегать</h2>
<ul>
  <li>Покупки ссылок или отзывов. И то и другое нарушает правила Google, а санкции действуют долго.</li>
  <li>Названий городов, натыканных в подвал сайта. И людям, и поисковикам это кажется спамом.</li>
  <li>Адреса виртуального офиса в профиле, если вы не принимаете там клиентов.</li>
</ul>

<h2>Сколько времени это занимает?</h2>
<p>Исправления в профиле и на страницах часто дают результат за несколько недель. Отзывы и контент накапливаются месяцами, и их эффект нарастает. Выделяйте час в неделю: отвечайте на отзывы, добавляйте фото проекта, публикуйте одну полезную страницу в месяц.</p>
<p>Каждый сайт, который мы делаем, сдаётся с аккуратными заголовками, структурированными данными и картой сайта, отправленной в Search Console. <a href="/#pricing">Посмотрите, что входит в каждый пакет</a>.</p>
`,
    },
  },
};
