import type { BlogSeed } from './blog-seed';

export const homepageCopyPost: BlogSeed = {
  key: 'homepage-that-gets-calls',
  slug: 'write-a-homepage-that-gets-calls',
  title: 'How to Write a Homepage That Turns Visitors Into Calls',
  excerpt:
    'Visitors decide in a few seconds whether to stay. Here is how to structure and word your homepage so the right people pick up the phone or fill in the form.',
  tags: ['Copywriting', 'Conversion', 'Small Business'],
  status: 'published',
  daysAgo: 12,
  translations: {
    es: {
      title: 'Cómo escribir una página de inicio que genere llamadas',
      excerpt:
        'Los visitantes deciden en pocos segundos si se quedan. Así puede estructurar y redactar su página de inicio para que las personas adecuadas llamen o rellenen el formulario.',
      content: `
<p>La mayoría de las páginas de inicio de pequeños negocios intentan decirlo todo a la vez: la historia de la empresa, cada servicio, una declaración de misión y tres carruseles. Los visitantes no leen nada de eso. Echan un vistazo a la parte superior, deciden si han llegado al sitio correcto y actúan o se van. Una página de inicio que genera llamadas se construye en torno a ese momento.</p>

<h2>Responda a tres preguntas en la primera pantalla</h2>
<p>Antes de desplazarse, el visitante debe saber qué hace usted, para quién y qué tiene que hacer a continuación. «Fontanero de urgencia en Round Rock, de día y de noche» gana a «Soluciones de calidad desde 1998» porque responde a las dos primeras preguntas en unas pocas palabras. Ponga a su lado un único botón o un número de teléfono bien visible: «Llame ahora» o «Pida presupuesto gratis», no «Más información».</p>

<h2>Escriba como hablan sus clientes</h2>
<p>Fíjese en las palabras que usa la gente en sus reseñas, correos y llamadas, y reutilícelas. Si los clientes dicen «se me ha estropeado la caldera», no escriba «diagnóstico de sistemas de calefacción». Las frases cortas, las palabras de todos los días y las cifras concretas («la mayoría de las reparaciones, el mismo día») inspiran más confianza que los adjetivos.</p>

<h2>Muestre pruebas cuanto antes</h2>
<ul>
  <li><strong>Reseñas:</strong> dos o tres citas breves con nombre de pila y localidad valen más que una fila de logotipos.</li>
  <li><strong>Cifras:</strong> años en el sector, trabajos realizados, tiempo medio de respuesta.</li>
  <li><strong>Caras:</strong> una foto real de usted o de su equipo, no un apretón de manos de banco de imágenes.</li>
</ul>

<h2>Una página, un objetivo</h2>
<p>Decida cómo es una visita con éxito (una llamada, una reserva, una solicitud de presupuesto) y haga que cada sección lleve hasta ella. Repita la llamada a la acción después de cada sección para que nadie tenga que volver arriba. Quite los enlaces que alejan del objetivo, como los iconos de redes sociales en la parte superior de la página.</p>

<h2>Compruébela en un móvil</h2>
<p>La mayoría de los visitantes locales llegan desde el móvil, a menudo en la calle y con prisa. Abra su página de inicio en su propio teléfono: ¿puede leer el titular sin ampliar, pulsar el número de teléfono con el pulgar y encontrar su horario en diez segundos? Si no, arregle eso antes que nada.</p>

<h2>Mida y ajuste</h2>
<p>Haga seguimiento de las llamadas y los formularios enviados, no solo de las visitas. Cambie una sola cosa cada vez (el titular, el texto del botón, el orden de las secciones) y dé a cada cambio unas semanas. Pequeños retoques en la redacción mueven con frecuencia las consultas una quinta parte o más, sin más coste que una tarde escribiendo.</p>

<p>Cuando la página diga lo que tiene que decir, asegúrese de que la gente la encuentra: nuestra <a href="/blog/local-seo-checklist-small-business">lista de comprobación de SEO local</a> explica el siguiente paso.</p>
`,
    },
    fr: {
      title: 'Écrire une page d’accueil qui transforme les visites en appels',
      excerpt:
        'Les visiteurs décident en quelques secondes s’ils restent. Comment structurer et rédiger votre page d’accueil pour que les bons clients appellent ou remplissent le formulaire.',
      content: `
<p>La plupart des pages d’accueil de petites entreprises veulent tout dire d’un coup : l’histoire de la société, chaque prestation, une déclaration de mission et trois carrousels. Les visiteurs n’en lisent rien. Ils parcourent le haut de la page, jugent s’ils sont au bon endroit, puis passent à l’action ou repartent. Une page d’accueil qui fait sonner le téléphone se construit autour de ce moment.</p>

<h2>Répondez à trois questions avant le défilement</h2>
<p>Avant que quiconque fasse défiler la page, elle doit dire ce que vous faites, pour qui, et quoi faire ensuite. « Plombier d’urgence à Round Rock, jour et nuit » l’emporte sur « Des solutions de qualité depuis 1998 », car la formule répond aux deux premières questions en quelques mots. Placez à côté un seul bouton bien libellé ou un numéro de téléphone : « Appelez maintenant » ou « Demandez un devis gratuit », pas « En savoir plus ».</p>

<h2>Écrivez comme parlent vos clients</h2>
<p>Relevez les mots qu’emploient les gens dans leurs avis, leurs e-mails et leurs appels, et reprenez-les. Si vos clients disent « ma chaudière ne marche plus », n’écrivez pas « diagnostic des systèmes de chauffage ». Des phrases courtes, des mots de tous les jours et des chiffres concrets (« la plupart des réparations faites dans la journée ») inspirent plus confiance que des adjectifs.</p>

<h2>Montrez des preuves dès le début</h2>
<ul>
  <li><strong>Avis :</strong> deux ou trois courtes citations avec un prénom et une ville valent mieux qu’une rangée de logos.</li>
  <li><strong>Chiffres :</strong> années d’activité, chantiers réalisés, délai moyen d’intervention.</li>
  <li><strong>Visages :</strong> une vraie photo de vous ou de votre équipe, pas une poignée de main de banque d’images.</li>
</ul>

<h2>Une page, un objectif</h2>
<p>Définissez ce qu’est une visite réussie (un appel, une réservation, une demande de devis) et faites en sorte que chaque section y mène. Répétez l’appel à l’action après chaque section pour que personne n’ait à remonter. Supprimez les liens qui détournent de l’objectif, comme les icônes de réseaux sociaux en haut de page.</p>

<h2>Vérifiez-la sur un téléphone</h2>
<p>La plupart des visiteurs locaux arrivent depuis un téléphone, souvent dehors et pressés. Ouvrez votre page d’accueil sur votre propre téléphone : arrivez-vous à lire le titre sans zoomer, à toucher le numéro de téléphone du pouce et à trouver vos horaires en dix secondes ? Sinon, corrigez cela avant tout le reste.</p>

<h2>Mesurez et ajustez</h2>
<p>Suivez les appels et les formulaires envoyés, pas seulement les visites. Changez une seule chose à la fois (le titre, le texte du bouton, l’ordre des sections) et laissez quelques semaines à chaque changement. De petites retouches de formulation font régulièrement bouger les demandes d’un cinquième ou plus, pour le seul prix d’un après-midi d’écriture.</p>

<p>Une fois que la page dit ce qu’il faut, assurez-vous qu’on la trouve : notre <a href="/blog/local-seo-checklist-small-business">check-list du référencement local</a> présente l’étape suivante.</p>
`,
    },
    de: {
      title: 'So schreiben Sie eine Startseite, die Anrufe bringt',
      excerpt:
        'Besucher entscheiden in Sekunden, ob sie bleiben. So gliedern und formulieren Sie Ihre Startseite, damit die Richtigen anrufen oder das Formular ausfüllen.',
      content: `
<p>Die meisten Startseiten kleiner Unternehmen wollen alles auf einmal sagen: die Firmengeschichte, jede Leistung, ein Leitbild und drei Karussells. Besucher lesen nichts davon. Sie überfliegen den oberen Teil der Seite, entscheiden, ob sie hier richtig sind, und handeln dann – oder gehen. Eine Startseite, die Anrufe bringt, ist um genau diesen Moment herum gebaut.</p>

<h2>Drei Fragen beantworten, bevor gescrollt wird</h2>
<p>Bevor jemand scrollt, sollte die Seite sagen, was Sie tun, für wen und was als Nächstes zu tun ist. „Notdienst-Klempner in Round Rock, Tag und Nacht“ schlägt „Qualitätslösungen seit 1998“, weil es die ersten beiden Fragen in wenigen Worten beantwortet. Setzen Sie einen einzigen, klar beschrifteten Button oder eine Telefonnummer daneben: „Jetzt anrufen“ oder „Kostenloses Angebot anfordern“, nicht „Mehr erfahren“.</p>

<h2>Schreiben Sie, wie Ihre Kunden reden</h2>
<p>Achten Sie auf die Wörter, die Menschen in Bewertungen, E-Mails und Telefonaten verwenden, und greifen Sie sie auf. Wenn Kunden sagen „Meine Heizung geht nicht mehr“, schreiben Sie nicht „Diagnose von Heizungsanlagen“. Kurze Sätze, Alltagswörter und konkrete Zahlen („die meisten Reparaturen noch am selben Tag“) wirken glaubwürdiger als Adjektive.</p>

<h2>Zeigen Sie Belege früh</h2>
<ul>
  <li><strong>Bewertungen:</strong> Zwei oder drei kurze Zitate mit Vornamen und Ort sind mehr wert als eine Reihe von Logos.</li>
  <li><strong>Zahlen:</strong> Jahre am Markt, erledigte Aufträge, durchschnittliche Reaktionszeit.</li>
  <li><strong>Gesichter:</strong> ein echtes Foto von Ihnen oder Ihrem Team, kein Händedruck aus der Bilddatenbank.</li>
</ul>

<h2>Eine Seite, ein Ziel</h2>
<p>Legen Sie fest, wie ein erfolgreicher Besuch aussieht (ein Anruf, eine Buchung, eine Angebotsanfrage), und lassen Sie jeden Abschnitt darauf hinführen. Wiederholen Sie die Handlungsaufforderung nach jedem Abschnitt, damit niemand zurückscrollen muss. Entfernen Sie Links, die vom Ziel wegführen, etwa Social-Media-Symbole oben auf der Seite.</p>

<h2>Prüfen Sie sie auf dem Smartphone</h2>
<p>Die meisten Besucher aus der Umgebung kommen per Smartphone, oft unterwegs und in Eile. Öffnen Sie Ihre Startseite auf Ihrem eigenen Handy: Können Sie die Überschrift ohne Zoomen lesen, die Telefonnummer mit dem Daumen antippen und Ihre Öffnungszeiten in zehn Sekunden finden? Wenn nicht, beheben Sie das vor allem anderen.</p>

<h2>Messen und nachbessern</h2>
<p>Zählen Sie Anrufe und abgeschickte Formulare, nicht nur Besuche. Ändern Sie immer nur eine Sache (die Überschrift, den Button-Text, die Reihenfolge der Abschnitte) und geben Sie jeder Änderung ein paar Wochen. Kleine Änderungen an der Formulierung bewegen die Anfragen regelmäßig um ein Fünftel oder mehr – und kosten nur einen Nachmittag Schreibarbeit.</p>

<p>Sobald die Seite das Richtige sagt, sorgen Sie dafür, dass man sie findet: Unsere <a href="/blog/local-seo-checklist-small-business">Checkliste für lokales SEO</a> zeigt den nächsten Schritt.</p>
`,
    },
    zh: {
      title: '如何写出能把访客变成来电的首页',
      excerpt: '访客只用几秒钟就决定去留。教您如何安排首页的结构和措辞，让对的人拿起电话或填写表单。',
      content: `
<p>大多数小企业的首页都想一口气把话说完：公司历史、每一项服务、使命宣言，外加三个轮播图。访客一样都不会读。他们扫一眼页面顶部，判断自己是否来对了地方，然后要么行动，要么离开。能带来电话的首页，就是围绕这一刻来设计的。</p>

<h2>在首屏回答三个问题</h2>
<p>在访客往下滑之前，页面就应该告诉他们：您做什么、为谁服务、下一步该做什么。“朗德罗克水管急修，全天候上门”胜过“始于 1998 年的优质解决方案”，因为它寥寥数字就回答了前两个问题。在旁边放一个标注清楚的按钮或电话号码：“立即致电”或“免费获取报价”，而不是“了解更多”。</p>

<h2>用客户的话来写</h2>
<p>留意人们在评价、邮件和电话里用的词，然后照着用。如果客户说的是“我家热水器不出热水了”，就别写“供暖系统诊断”。短句子、大白话和具体的数字（“大多数维修当天完成”）比形容词更让人信服。</p>

<h2>尽早拿出证据</h2>
<ul>
  <li><strong>评价：</strong>两三条附上名字和所在城市的简短评价，胜过一排客户标志。</li>
  <li><strong>数字：</strong>从业年数、完成的项目数、平均响应时间。</li>
  <li><strong>真人：</strong>放一张您或团队的真实照片，而不是图库里的握手照。</li>
</ul>

<h2>一个页面，一个目标</h2>
<p>先想清楚怎样才算一次成功的访问（来电、预约还是询价），再让每个版块都指向它。每个版块之后都重复一次行动号召，免得访客还得滑回顶部。删掉会把人引离目标的链接，比如页面顶部的社交媒体图标。</p>

<h2>用手机检查一遍</h2>
<p>本地访客大多用手机访问，而且常常是在外面、赶时间。用您自己的手机打开首页：不用放大能看清标题吗？用拇指能点到电话号码吗？十秒钟内能找到营业时间吗？如果不能，先把这些改好，其他的都往后放。</p>

<h2>衡量，再调整</h2>
<p>统计来电和表单提交量，而不只是访问量。每次只改一处（标题、按钮文字或版块顺序），每处改动都给它几周时间。措辞上的小调整常常能让咨询量变动五分之一甚至更多，成本不过是一个下午的写作时间。</p>

<p>页面说对了话之后，还要让人找得到它：我们的<a href="/blog/local-seo-checklist-small-business">本地 SEO 检查清单</a>讲的就是下一步。</p>
`,
    },
    ar: {
      title: 'كيف تكتب صفحة رئيسية تحوّل الزوار إلى اتصالات',
      excerpt:
        'يقرر الزائر في ثوانٍ قليلة هل يبقى أم يغادر. إليك كيف تبني صفحتك الرئيسية وتصوغ كلماتها ليرفع الأشخاص المناسبون الهاتف أو يملؤوا النموذج.',
      content: `
<p>تحاول معظم الصفحات الرئيسية للشركات الصغيرة أن تقول كل شيء دفعة واحدة: تاريخ الشركة، وكل خدمة، وبيان الرسالة، وثلاثة عروض شرائح متحركة. لا يقرأ الزوار شيئًا من ذلك. إنهم يلقون نظرة على أعلى الصفحة، ويقررون هل وصلوا إلى المكان الصحيح، ثم يتصرفون أو يغادرون. الصفحة الرئيسية التي تجلب الاتصالات تُبنى حول تلك اللحظة.</p>

<h2>أجب عن ثلاثة أسئلة قبل التمرير</h2>
<p>قبل أن يمرّر أحد الصفحة، يجب أن تخبره بما تفعله، ولمن تفعله، وما الخطوة التالية. عبارة «سبّاك طوارئ في راوند روك، ليلًا ونهارًا» أفضل من «حلول عالية الجودة منذ 1998» لأنها تجيب عن السؤالين الأولين في بضع كلمات. ضع بجانبها زرًا واحدًا واضحًا أو رقم هاتف: «اتصل الآن» أو «احجز عرض سعر مجانيًا»، لا «اعرف المزيد».</p>

<h2>اكتب كما يتكلم عملاؤك</h2>
<p>انظر إلى الكلمات التي يستخدمها الناس في تقييماتهم ورسائلهم ومكالماتهم، وأعد استخدامها. إذا قال العملاء «توقّف السخّان عن العمل» فلا تكتب «تشخيص أنظمة التدفئة». الجمل القصيرة والكلمات اليومية والأرقام المحددة («ننجز معظم الإصلاحات في اليوم نفسه») أجدر بالثقة من الصفات.</p>

<h2>اعرض الدليل مبكرًا</h2>
<ul>
  <li><strong>التقييمات:</strong> اقتباسان أو ثلاثة قصيرة مع الاسم الأول والمدينة أثمن من صف من الشعارات.</li>
  <li><strong>الأرقام:</strong> سنوات العمل، وعدد المشاريع المنجزة، ومتوسط وقت الاستجابة.</li>
  <li><strong>الوجوه:</strong> صورة حقيقية لك أو لفريقك، لا مصافحة من مكتبة صور.</li>
</ul>

<h2>صفحة واحدة وهدف واحد</h2>
<p>حدّد شكل الزيارة الناجحة (اتصال، أو حجز، أو طلب عرض سعر) واجعل كل قسم يقود إليها. كرّر الدعوة إلى الإجراء بعد كل قسم حتى لا يضطر أحد إلى الصعود من جديد. احذف الروابط التي تبعد الزائر عن الهدف، مثل أيقونات وسائل التواصل في أعلى الصفحة.</p>

<h2>جرّبها على الهاتف</h2>
<p>يصل معظم الزوار المحليين من الهاتف، وغالبًا وهم في الخارج وعلى عجل. افتح صفحتك الرئيسية على هاتفك: هل تقرأ العنوان دون تكبير، وتضغط رقم الهاتف بإبهامك، وتجد ساعات العمل في عشر ثوانٍ؟ إن لم يكن كذلك فأصلح هذا قبل أي شيء آخر.</p>

<h2>قِس وعدّل</h2>
<p>تابع المكالمات والنماذج المرسلة، لا عدد الزيارات فقط. غيّر شيئًا واحدًا في كل مرة (العنوان، أو نص الزر، أو ترتيب الأقسام) وامنح كل تغيير بضعة أسابيع. كثيرًا ما ترفع تعديلات صغيرة في الصياغة الاستفسارات بالخُمس أو أكثر، دون تكلفة سوى عصر يوم من الكتابة.</p>

<p>حين تقول الصفحة الأشياء الصحيحة، تأكد أن الناس يجدونها: <a href="/blog/local-seo-checklist-small-business">قائمة تحسين الظهور المحلي</a> تشرح الخطوة التالية.</p>
`,
    },
    hy: {
      title: 'Ինչպես գրել գլխավոր էջ, որն այցելուներին զանգի կբերի',
      excerpt:
        'Այցելուները մի քանի վայրկյանում են որոշում՝ մնալ, թե ոչ։ Ահա թե ինչպես կառուցել ու ձևակերպել ձեր գլխավոր էջը, որպեսզի ճիշտ մարդիկ զանգեն կամ լրացնեն ձևը։',
      content: `
<p>Փոքր բիզնեսների գլխավոր էջերի մեծ մասը փորձում է միանգամից ամեն ինչ ասել՝ ընկերության պատմությունը, յուրաքանչյուր ծառայություն, առաքելության հայտարարություն և երեք սահող սլայդեր։ Այցելուները դրանցից ոչինչ չեն կարդում։ Նրանք աչքի անցկացնում են էջի վերին հատվածը, որոշում՝ ճիշտ տեղում են, թե ոչ, և կամ գործում են, կամ հեռանում։ Զանգեր բերող գլխավոր էջը կառուցվում է հենց այդ պահի շուրջ։</p>

<h2>Պատասխանեք երեք հարցի՝ մինչև ոլորելը</h2>
<p>Նախքան որևէ մեկը կոլորի էջը, այն պետք է ասի՝ ինչ եք անում, ում համար և ինչ անել հետո։ «Վթարային սանտեխնիկ Ռաունդ Ռոքում, օր ու գիշեր» արտահայտությունը գերազանցում է «Որակյալ լուծումներ 1998 թվականից»-ին, քանի որ մի քանի բառով պատասխանում է առաջին երկու հարցին։ Կողքին դրեք մեկ հստակ անվանված կոճակ կամ հեռախոսահամար՝ «Զանգահարել հիմա» կամ «Ստանալ անվճար գնահատական», ոչ թե «Իմանալ ավելին»։</p>

<h2>Գրեք այնպես, ինչպես խոսում են ձեր հաճախորդները</h2>
<p>Ուշադրություն դարձրեք այն բառերին, որոնք մարդիկ օգտագործում են կարծիքներում, նամակներում և զանգերում, և կրկին օգտագործեք դրանք։ Եթե հաճախորդներն ասում են «կաթսաս չի աշխատում», մի գրեք «ջեռուցման համակարգերի ախտորոշում»։ Կարճ նախադասությունները, առօրյա բառերը և կոնկրետ թվերը («նորոգումների մեծ մասը՝ նույն օրը») ավելի վստահելի են, քան ածականները։</p>

<h2>Ապացույցները ցույց տվեք վաղ</h2>
<ul>
  <li><strong>Կարծիքներ.</strong> երկու-երեք կարճ մեջբերում՝ անունով և քաղաքով, ավելի արժեքավոր են, քան լոգոների մի ամբողջ շարք։</li>
  <li><strong>Թվեր.</strong> գործունեության տարիներ, կատարված աշխատանքներ, արձագանքման միջին ժամանակ։</li>
  <li><strong>Դեմքեր.</strong> ձեր կամ ձեր թիմի իրական լուսանկարը, ոչ թե ֆոտոբանկային ձեռքսեղմում։</li>
</ul>

<h2>Մեկ էջ, մեկ նպատակ</h2>
<p>Որոշեք, թե ինչպիսին է հաջող այցը (զանգ, ամրագրում, գնահատականի հարցում), և թող յուրաքանչյուր բաժին տանի դրան։ Կրկնեք գործողության կոչը յուրաքանչյուր բաժնից հետո, որպեսզի ոչ ոք ստիպված չլինի վերև ոլորել։ Հեռացրեք այն հղումները, որոնք շեղում են նպատակից, օրինակ՝ սոցիալական ցանցերի պատկերակները էջի վերևում։</p>

<h2>Ստուգեք այն հեռախոսով</h2>
<p>Տեղացի այցելուների մեծ մասը գալիս է հեռախոսից, հաճախ դրսում և շտապելով։ Բացեք ձեր գլխավոր էջը ձեր սեփական հեռախոսով․ կարո՞ղ եք կարդալ վերնագիրն առանց խոշորացնելու, բութ մատով սեղմել հեռախոսահամարը և տասը վայրկյանում գտնել աշխատանքային ժամերը։ Եթե ոչ, ուղղեք դա ամեն ինչից առաջ։</p>

<h2>Չափեք և ճշգրտեք</h2>
<p>Հետևեք զանգերին և ուղարկված ձևերին, ոչ միայն այցելություններին։ Միաժամանակ փոխեք միայն մեկ բան (վերնագիրը, կոճակի տեքստը, բաժինների հերթականությունը) և յուրաքանչյուր փոփոխության տվեք մի քանի շաբաթ։ Ձևակերպման փոքր փոփոխությունները հաճախ հարցումների թիվը փոխում են մեկ հինգերորդով կամ ավելի՝ առանց որևէ ծախսի, բացի մեկ կեսօրվա գրելուց։</p>

<p>Երբ էջն արդեն ճիշտ բաներ է ասում, համոզվեք, որ մարդիկ կարող են գտնել այն․ մեր <a href="/blog/local-seo-checklist-small-business">տեղային SEO-ի ստուգաթերթը</a> ներկայացնում է հաջորդ քայլը։</p>
`,
    },
    ja: {
      title: '訪問者を電話に変えるトップページの書き方',
      excerpt:
        '訪問者は数秒で、このサイトに留まるかどうかを決めます。ふさわしいお客様が電話をかけたりフォームを送ったりしてくれる、トップページの構成と言葉選びを紹介します。',
      content: `
<p>小さな会社のトップページの多くは、会社の沿革、すべてのサービス、企業理念、そしてスライドショーを三つと、一度に全部を伝えようとします。訪問者はそのどれも読みません。ページの上部をざっと見て、探していた場所かどうかを判断し、行動するか離れるかを決めます。電話につながるトップページは、その瞬間を中心に組み立てます。</p>

<h2>スクロールされる前に三つの問いに答える</h2>
<p>スクロールされる前に、何をしているのか、誰のためなのか、次に何をすればいいのかを伝えましょう。「ラウンドロックの水道トラブル、24時間緊急対応」は「1998年創業、確かな品質のソリューション」に勝ります。最初の二つの問いに、ひと言で答えているからです。その横には、はっきりとしたボタンか電話番号をひとつだけ置きます。「今すぐ電話する」や「無料で見積もりを依頼する」であって、「詳しく見る」ではありません。</p>

<h2>お客様が話す言葉で書く</h2>
<p>レビューやメール、電話でお客様が使っている言葉に注目し、それをそのまま使いましょう。お客様が「給湯器からお湯が出なくなった」と言うなら、「暖房システム診断」とは書かないこと。短い文、ふだんの言葉、具体的な数字（「ほとんどの修理はその日のうちに完了」）のほうが、形容詞よりも信頼されます。</p>

<h2>証拠は早めに見せる</h2>
<ul>
  <li><strong>お客様の声：</strong>名前と地域を添えた短い感想を二つ三つ。取引先のロゴを並べるよりずっと効果的です。</li>
  <li><strong>数字：</strong>創業からの年数、施工実績、平均対応時間。</li>
  <li><strong>顔：</strong>素材サイトの握手写真ではなく、あなたやスタッフの実際の写真を。</li>
</ul>

<h2>1ページに目標はひとつ</h2>
<p>成功した訪問とは何か（電話、予約、見積もり依頼）を決め、すべてのセクションをそこへ導きます。各セクションのあとに行動を促すボタンを繰り返し、上までスクロールし直さなくて済むようにしましょう。ページ上部のSNSアイコンなど、目標から遠ざけるリンクは外します。</p>

<h2>スマホで確かめる</h2>
<p>地元の訪問者の多くは、外出先から急いでスマホでアクセスします。自分のスマホでトップページを開いてみてください。拡大せずに見出しが読めるか、親指で電話番号をタップできるか、10秒で営業時間が見つかるか。できないなら、何よりも先にそこを直しましょう。</p>

<h2>測って、直す</h2>
<p>アクセス数だけでなく、電話とフォーム送信の数を記録しましょう。変えるのは一度にひとつ（見出し、ボタンの文言、セクションの順番）にして、それぞれ数週間は様子を見ます。言い回しを少し変えるだけで問い合わせが2割以上動くことはよくあり、かかるのは午後ひとつ分の執筆時間だけです。</p>

<p>ページが伝えるべきことを伝えられたら、次は見つけてもらう番です。<a href="/blog/local-seo-checklist-small-business">ローカルSEOチェックリスト</a>で次のステップを解説しています。</p>
`,
    },
    ko: {
      title: '방문자를 전화 문의로 바꾸는 홈페이지 쓰는 법',
      excerpt:
        '방문자는 몇 초 만에 머물지 말지를 결정합니다. 꼭 맞는 고객이 전화를 걸거나 양식을 작성하도록 홈페이지를 구성하고 문구를 쓰는 방법을 알려 드립니다.',
      content: `
<p>대부분의 소상공인 홈페이지는 회사 연혁, 모든 서비스, 사명 선언문, 슬라이드 배너 세 개까지 한꺼번에 다 말하려고 합니다. 방문자는 그중 아무것도 읽지 않습니다. 페이지 윗부분을 훑어보고, 제대로 찾아왔는지 판단한 다음, 행동하거나 떠납니다. 전화를 부르는 홈페이지는 바로 그 순간을 중심으로 만들어집니다.</p>

<h2>스크롤하기 전에 세 가지 질문에 답하기</h2>
<p>방문자가 스크롤하기 전에 페이지는 무엇을 하는지, 누구를 위한 것인지, 다음에 무엇을 하면 되는지 알려 줘야 합니다. '라운드록 긴급 배관 수리, 24시간 출동'이 '1998년부터 이어 온 품질 솔루션'보다 나은 이유는 처음 두 질문에 몇 마디로 답하기 때문입니다. 그 옆에는 분명한 버튼이나 전화번호를 하나만 두세요. '더 알아보기'가 아니라 '지금 전화하기'나 '무료 견적 받기'여야 합니다.</p>

<h2>고객이 말하는 방식으로 쓰기</h2>
<p>리뷰, 이메일, 전화에서 고객이 쓰는 단어를 살펴보고 그대로 다시 쓰세요. 고객이 '보일러가 갑자기 안 돼요'라고 말한다면 '난방 시스템 진단'이라고 쓰지 마세요. 짧은 문장, 일상적인 단어, 구체적인 숫자('대부분 당일 수리 완료')가 형용사보다 더 믿음을 줍니다.</p>

<h2>증거는 일찍 보여 주기</h2>
<ul>
  <li><strong>후기:</strong> 이름과 동네를 밝힌 짧은 후기 두세 개가 로고를 한 줄 늘어놓는 것보다 낫습니다.</li>
  <li><strong>숫자:</strong> 업력, 완료한 작업 수, 평균 응답 시간.</li>
  <li><strong>얼굴:</strong> 스톡 사진 속 악수가 아니라 사장님이나 팀의 실제 사진.</li>
</ul>

<h2>한 페이지, 한 가지 목표</h2>
<p>성공적인 방문이 무엇인지(전화, 예약, 견적 요청) 정하고 모든 섹션이 그곳으로 이어지게 하세요. 각 섹션 뒤에 행동 유도 버튼을 반복해서 누구도 위로 다시 올라갈 필요가 없게 하세요. 페이지 상단의 SNS 아이콘처럼 목표에서 멀어지게 하는 링크는 없애세요.</p>

<h2>휴대폰으로 확인하기</h2>
<p>지역 방문자 대부분은 휴대폰으로, 그것도 밖에서 급하게 들어옵니다. 내 휴대폰으로 홈페이지를 열어 보세요. 확대하지 않고 제목을 읽을 수 있나요? 엄지로 전화번호를 누를 수 있나요? 영업시간을 10초 안에 찾을 수 있나요? 아니라면 무엇보다 먼저 그것부터 고치세요.</p>

<h2>측정하고 조정하기</h2>
<p>방문 수만이 아니라 전화와 양식 제출 수를 추적하세요. 한 번에 하나만 바꾸고(제목, 버튼 문구, 섹션 순서) 바꿀 때마다 몇 주씩 지켜보세요. 문구를 조금만 다듬어도 문의가 5분의 1 이상 달라지는 일이 흔하며, 드는 비용은 글 쓰는 오후 한나절뿐입니다.</p>

<p>페이지가 제대로 말하게 되었다면 이제 사람들이 찾을 수 있게 해야 합니다. <a href="/blog/local-seo-checklist-small-business">지역 SEO 체크리스트</a>에서 다음 단계를 다룹니다.</p>
`,
    },
    ru: {
      title: 'Как написать главную страницу, которая приносит звонки',
      excerpt:
        'Посетитель решает за несколько секунд, остаться ли на сайте. Как выстроить и сформулировать главную страницу, чтобы нужные люди взяли телефон или заполнили форму.',
      content: `
<p>Большинство главных страниц малого бизнеса пытаются сказать всё сразу: историю компании, каждую услугу, миссию и три слайдера. Посетители ничего из этого не читают. Они пробегают глазами верх страницы, решают, туда ли попали, и либо действуют, либо уходят. Главная страница, которая приносит звонки, строится вокруг этого момента.</p>

<h2>Ответьте на три вопроса до прокрутки</h2>
<p>Ещё до того, как человек начнёт прокручивать, страница должна сказать, чем вы занимаетесь, для кого и что делать дальше. «Аварийная сантехника в Раунд-Роке, днём и ночью» лучше, чем «Качественные решения с 1998 года», потому что отвечает на первые два вопроса в нескольких словах. Поставьте рядом одну понятно подписанную кнопку или номер телефона: «Позвонить сейчас» или «Получить бесплатный расчёт», а не «Подробнее».</p>

<h2>Пишите так, как говорят ваши клиенты</h2>
<p>Посмотрите, какими словами люди пишут отзывы и письма и говорят по телефону, и используйте их. Если клиенты говорят «у меня сломался котёл», не пишите «диагностика систем отопления». Короткие предложения, обычные слова и конкретные цифры («большинство ремонтов — в тот же день») вызывают больше доверия, чем прилагательные.</p>

<h2>Покажите доказательства сразу</h2>
<ul>
  <li><strong>Отзывы:</strong> две-три короткие цитаты с именем и городом стоят больше, чем ряд логотипов.</li>
  <li><strong>Цифры:</strong> сколько лет вы работаете, сколько заказов выполнили, среднее время отклика.</li>
  <li><strong>Лица:</strong> настоящая фотография вас или вашей команды, а не рукопожатие из фотобанка.</li>
</ul>

<h2>Одна страница — одна цель</h2>
<p>Решите, как выглядит удачный визит (звонок, запись, запрос расчёта), и сделайте так, чтобы к нему вёл каждый блок. Повторяйте призыв к действию после каждого блока, чтобы никому не пришлось прокручивать наверх. Уберите ссылки, уводящие от цели, например значки соцсетей в верхней части страницы.</p>

<h2>Проверьте её на телефоне</h2>
<p>Большинство местных посетителей приходят с телефона, часто на улице и в спешке. Откройте главную страницу на своём телефоне: можно ли прочитать заголовок без увеличения, нажать на номер телефона большим пальцем и найти часы работы за десять секунд? Если нет, исправьте это прежде всего остального.</p>

<h2>Измеряйте и корректируйте</h2>
<p>Считайте звонки и отправленные формы, а не только посещения. Меняйте что-то одно за раз (заголовок, текст кнопки, порядок блоков) и давайте каждому изменению несколько недель. Небольшие правки формулировок нередко меняют число обращений на пятую часть и больше, а стоят лишь одного дня работы над текстом.</p>

<p>Когда страница говорит то, что нужно, позаботьтесь, чтобы её находили: наш <a href="/blog/local-seo-checklist-small-business">чек-лист по локальному SEO</a> описывает следующий шаг.</p>
`,
    },
  },
  content: `
<p>Most small-business homepages try to say everything at once: the history of the company, every service, a mission statement and three carousels. Visitors do not read any of it. They scan the top of the page, decide whether they are in the right place, and either act or leave. A homepage that brings in calls is built around that moment.</p>

<h2>Answer three questions above the fold</h2>
<p>Before anyone scrolls, the page should tell them what you do, who it is for and what to do next. "Emergency plumbing in Round Rock, day and night" beats "Quality solutions since 1998" because it answers the first two questions in seven words. Put a single, clearly labelled button or phone number beside it: "Call now" or "Book a free quote", not "Learn more".</p>

<h2>Write the way your customers talk</h2>
<p>Look at the words people use in your reviews, emails and phone calls, and reuse them. If customers say "my boiler stopped working", do not write "heating system diagnostics". Short sentences, everyday words and concrete numbers ("most repairs done the same day") are easier to trust than adjectives.</p>

<h2>Show proof early</h2>
<ul>
  <li><strong>Reviews:</strong> two or three short quotes with a first name and a town are worth more than a row of logos.</li>
  <li><strong>Numbers:</strong> years in business, jobs completed, average response time.</li>
  <li><strong>Faces:</strong> a real photo of you or your team, not a stock handshake.</li>
</ul>

<h2>One page, one goal</h2>
<p>Decide what a successful visit looks like (a call, a booking, a quote request) and make every section lead to it. Repeat the call to action after each section so nobody has to scroll back up. Remove links that lead away from the goal, such as social media icons at the top of the page.</p>

<h2>Check it on a phone</h2>
<p>Most local visitors arrive on a phone, often outdoors and in a hurry. Open your homepage on your own phone: can you read the headline without zooming, tap the phone number with your thumb, and find your opening hours in ten seconds? If not, fix that before anything else.</p>

<h2>Measure and adjust</h2>
<p>Track calls and form submissions, not just visits. Change one thing at a time (the headline, the button text, the order of sections) and give each change a few weeks. Small wording changes regularly move enquiries by a fifth or more, at no cost beyond an afternoon of writing.</p>

<p>Once the page says the right things, make sure people can find it: our <a href="/blog/local-seo-checklist-small-business">local SEO checklist</a> covers the next step.</p>
`,
};
