import { PACKAGES } from '@contract/catalogue';
import type { BlogSeed } from './blog-seed';

const hours = PACKAGES.startup.deliveryHours;
/** Russian counts hours in three forms (24 часа, 48 часов), so the figure brings its own word. */
const RUSSIAN_HOURS: Partial<Record<string, string>> = { one: 'час', few: 'часа' };
const hoursInRussian = `${hours} ${RUSSIAN_HOURS[new Intl.PluralRules('ru').select(hours)] ?? 'часов'}`;

export const emergencyPost: BlogSeed = {
  key: 'emergency-website-development',
  slug: `emergency-website-development-${hours}-hours`,
  title: `Emergency Website Development: Getting Back Online in ${hours} Hours`,
  excerpt: `Hacked, host shut down, developer unreachable, or a launch date that cannot move? Here is what to do in the first hour, and what can realistically be built in ${hours} hours.`,
  tags: ['Emergency', 'Web Development', 'Recovery'],
  status: 'published',
  daysAgo: 47,
  content: `
<p>Every week we hear from a business whose website vanished overnight. Sometimes it was hacked; sometimes the hosting company closed the account over an unpaid invoice nobody received; sometimes the only person with the passwords has stopped answering the phone. Whatever the cause, the goal is the same: a working, trustworthy site back in front of customers as fast as possible.</p>

<h2>When you need an emergency rebuild</h2>
<ul>
  <li>The site has been defaced or is redirecting visitors to spam, and the old code cannot be trusted.</li>
  <li>Your host suspended the account or lost the data, and there is no usable backup.</li>
  <li>The developer or agency who built it is unreachable, and nobody else has access.</li>
  <li>A product launch, trade show or press feature is days away and the new site is not ready.</li>
</ul>

<h2>The first hour: triage</h2>
<ol>
  <li><strong>Secure the domain.</strong> Log in to your domain registrar, change the password, turn on two-factor sign-in and check the renewal date. Whoever controls the domain controls the website and the email.</li>
  <li><strong>Change every password</strong> connected to the site: hosting, CMS admin accounts, email, and any payment or booking services.</li>
  <li><strong>Collect what you can.</strong> Export your content from the CMS if it still opens, and save copies of your pages from the <a href="https://web.archive.org/">Internet Archive's Wayback Machine</a>. Old text and images are a head start.</li>
  <li><strong>Tell customers where to reach you.</strong> Update your Google Business Profile and social pages with your phone number while the site is down.</li>
  <li><strong>Do not pay a ransom</strong> and do not restore an infected backup over a clean server.</li>
</ol>

<h2>What can be built in ${hours} hours</h2>
<p>A focused business website can be designed, written and launched in ${hours} hours when decisions are made quickly: a homepage, service pages, about and contact pages, a working enquiry form, analytics, an SSL certificate and the basics of SEO, so that Google can re-index you promptly. Online shops with hundreds of products, custom integrations and complex member areas take longer; the emergency site gets you selling while the rest is rebuilt properly.</p>

<h2>How to make the rebuild faster</h2>
<ul>
  <li>Name one person who can approve designs and text the same day.</li>
  <li>Gather your logo, brand colours, a list of services and prices, and any photos you own.</li>
  <li>Have registrar access ready: pointing the domain at the new site takes minutes with it, and days without it.</li>
</ul>
<p>If your site is down right now, <a href="/emergency-website-development">start an emergency website project</a> or call us. Work starts as soon as the project is confirmed.</p>
`,
  translations: {
    es: {
      title: `Desarrollo web urgente: vuelva a estar en línea en ${hours} horas`,
      excerpt: `¿Le han hackeado, le han cerrado el hosting, su desarrollador no responde o la fecha de lanzamiento no se mueve? Qué hacer en la primera hora y qué se puede construir en ${hours} horas.`,
      content: `
<p>Cada semana nos escribe una empresa cuyo sitio web desapareció de la noche a la mañana. A veces lo hackearon; a veces el proveedor de hosting cerró la cuenta por una factura impagada que nadie llegó a recibir; a veces la única persona con las contraseñas ha dejado de contestar al teléfono. Sea cual sea la causa, el objetivo es el mismo: volver a poner ante sus clientes un sitio que funcione y que inspire confianza, lo antes posible.</p>

<h2>Cuándo necesita una reconstrucción de urgencia</h2>
<ul>
  <li>El sitio ha sido desfigurado o redirige a los visitantes a spam, y ya no se puede confiar en el código antiguo.</li>
  <li>Su proveedor suspendió la cuenta o perdió los datos, y no hay ninguna copia de seguridad utilizable.</li>
  <li>El desarrollador o la agencia que lo creó no responde, y nadie más tiene acceso.</li>
  <li>Faltan días para un lanzamiento, una feria o una aparición en prensa, y el sitio nuevo no está listo.</li>
</ul>

<h2>La primera hora: el triaje</h2>
<ol>
  <li><strong>Asegure el dominio.</strong> Entre en su registrador de dominios, cambie la contraseña, active la verificación en dos pasos y compruebe la fecha de renovación. Quien controla el dominio controla el sitio web y el correo.</li>
  <li><strong>Cambie todas las contraseñas</strong> relacionadas con el sitio: hosting, cuentas de administración del CMS, correo y cualquier servicio de pagos o reservas.</li>
  <li><strong>Recupere lo que pueda.</strong> Exporte el contenido del CMS si todavía abre y guarde copias de sus páginas desde la <a href="https://web.archive.org/">Wayback Machine de Internet Archive</a>. Los textos y las imágenes antiguos le darán ventaja.</li>
  <li><strong>Diga a sus clientes cómo localizarle.</strong> Actualice su Perfil de Empresa de Google y sus redes sociales con su número de teléfono mientras el sitio esté caído.</li>
  <li><strong>No pague ningún rescate</strong> ni restaure una copia infectada sobre un servidor limpio.</li>
</ol>

<h2>Qué se puede construir en ${hours} horas</h2>
<p>Un sitio web de empresa bien enfocado se puede diseñar, redactar y publicar en ${hours} horas si las decisiones se toman rápido: página de inicio, páginas de servicios, páginas «Quiénes somos» y de contacto, un formulario de consulta que funcione, analítica, certificado SSL y lo básico de SEO, para que Google vuelva a indexarle enseguida. Las tiendas online con cientos de productos, las integraciones a medida y las áreas de socios complejas llevan más tiempo; el sitio de urgencia le permite seguir vendiendo mientras el resto se reconstruye como es debido.</p>

<h2>Cómo acelerar la reconstrucción</h2>
<ul>
  <li>Designe a una persona que pueda aprobar diseños y textos el mismo día.</li>
  <li>Reúna su logotipo, los colores de la marca, una lista de servicios y precios, y las fotos que sean suyas.</li>
  <li>Tenga a mano el acceso al registrador: con él, apuntar el dominio al sitio nuevo lleva minutos; sin él, días.</li>
</ul>
<p>Si su sitio está caído ahora mismo, <a href="/emergency-website-development">inicie un proyecto web de urgencia</a> o llámenos. El trabajo empieza en cuanto se confirma el proyecto.</p>
`,
    },
    fr: {
      title: `Site web en urgence : de nouveau en ligne en ${hours} heures`,
      excerpt: `Site piraté, hébergeur qui coupe tout, développeur injoignable ou lancement impossible à décaler ? Que faire dans la première heure, et ce qu'on peut vraiment bâtir en ${hours} heures.`,
      content: `
<p>Chaque semaine, une entreprise nous contacte parce que son site a disparu du jour au lendemain. Parfois il a été piraté ; parfois l'hébergeur a fermé le compte pour une facture impayée que personne n'avait reçue ; parfois la seule personne qui avait les mots de passe ne répond plus au téléphone. Quelle que soit la cause, l'objectif est le même : remettre au plus vite devant vos clients un site qui fonctionne et qui inspire confiance.</p>

<h2>Quand faut-il une reconstruction d'urgence ?</h2>
<ul>
  <li>Le site a été défiguré ou redirige les visiteurs vers du spam, et l'ancien code n'est plus fiable.</li>
  <li>Votre hébergeur a suspendu le compte ou perdu les données, et il n'existe aucune sauvegarde exploitable.</li>
  <li>Le développeur ou l'agence qui l'a créé est injoignable, et personne d'autre n'a les accès.</li>
  <li>Un lancement de produit, un salon ou un article de presse arrive dans quelques jours et le nouveau site n'est pas prêt.</li>
</ul>

<h2>La première heure : le tri</h2>
<ol>
  <li><strong>Sécurisez le nom de domaine.</strong> Connectez-vous chez votre bureau d'enregistrement, changez le mot de passe, activez la double authentification et vérifiez la date de renouvellement. Qui contrôle le domaine contrôle le site et les e-mails.</li>
  <li><strong>Changez tous les mots de passe</strong> liés au site : hébergement, comptes administrateur du CMS, messagerie, et tout service de paiement ou de réservation.</li>
  <li><strong>Récupérez ce que vous pouvez.</strong> Exportez votre contenu depuis le CMS s'il s'ouvre encore, et enregistrez des copies de vos pages depuis la <a href="https://web.archive.org/">Wayback Machine d'Internet Archive</a>. Les anciens textes et images font gagner un temps précieux.</li>
  <li><strong>Dites à vos clients comment vous joindre.</strong> Mettez à jour votre fiche d'établissement Google et vos réseaux sociaux avec votre numéro de téléphone tant que le site est hors ligne.</li>
  <li><strong>Ne payez jamais de rançon</strong> et ne restaurez pas une sauvegarde infectée sur un serveur sain.</li>
</ol>

<h2>Ce qu'on peut construire en ${hours} heures</h2>
<p>Un site d'entreprise ciblé peut être conçu, rédigé et mis en ligne en ${hours} heures si les décisions se prennent vite : une page d'accueil, des pages de services, des pages « À propos » et « Contact », un formulaire de demande qui fonctionne, des statistiques, un certificat SSL et les bases du SEO, pour que Google vous réindexe rapidement. Les boutiques en ligne de plusieurs centaines de produits, les intégrations sur mesure et les espaces membres complexes demandent plus de temps ; le site d'urgence vous permet de continuer à vendre pendant que le reste est reconstruit correctement.</p>

<h2>Comment accélérer la reconstruction</h2>
<ul>
  <li>Désignez une personne capable de valider maquettes et textes dans la journée.</li>
  <li>Rassemblez votre logo, vos couleurs, la liste de vos services et de vos tarifs, et les photos dont vous détenez les droits.</li>
  <li>Ayez l'accès au bureau d'enregistrement sous la main : avec lui, faire pointer le domaine vers le nouveau site prend quelques minutes ; sans lui, plusieurs jours.</li>
</ul>
<p>Si votre site est hors ligne en ce moment, <a href="/emergency-website-development">lancez un projet de site en urgence</a> ou appelez-nous. Le travail commence dès la confirmation du projet.</p>
`,
    },
    de: {
      title: `Website-Notfall: in ${hours} Stunden wieder online`,
      excerpt: `Gehackt, Hosting gesperrt, Entwickler abgetaucht oder ein Starttermin, der feststeht? Was Sie in der ersten Stunde tun – und was sich in ${hours} Stunden realistisch bauen lässt.`,
      content: `
<p>Jede Woche meldet sich bei uns ein Unternehmen, dessen Website über Nacht verschwunden ist. Manchmal wurde sie gehackt; manchmal hat der Hoster das Konto wegen einer unbezahlten Rechnung geschlossen, die nie angekommen ist; manchmal geht die einzige Person mit den Passwörtern nicht mehr ans Telefon. Was auch immer die Ursache ist, das Ziel ist dasselbe: so schnell wie möglich wieder eine funktionierende, vertrauenswürdige Website vor Ihre Kunden zu bringen.</p>

<h2>Wann Sie einen Notfall-Neuaufbau brauchen</h2>
<ul>
  <li>Die Website wurde verunstaltet oder leitet Besucher auf Spam um, und dem alten Code ist nicht mehr zu trauen.</li>
  <li>Ihr Hoster hat das Konto gesperrt oder die Daten verloren, und es gibt kein brauchbares Backup.</li>
  <li>Der Entwickler oder die Agentur, die sie gebaut hat, ist nicht erreichbar, und sonst hat niemand Zugang.</li>
  <li>Eine Produkteinführung, eine Messe oder ein Pressebericht steht in wenigen Tagen an, und die neue Website ist nicht fertig.</li>
</ul>

<h2>Die erste Stunde: Schadensbegrenzung</h2>
<ol>
  <li><strong>Sichern Sie die Domain.</strong> Melden Sie sich bei Ihrem Domain-Registrar an, ändern Sie das Passwort, aktivieren Sie die Zwei-Faktor-Anmeldung und prüfen Sie das Verlängerungsdatum. Wer die Domain kontrolliert, kontrolliert Website und E-Mail.</li>
  <li><strong>Ändern Sie alle Passwörter</strong>, die mit der Website zu tun haben: Hosting, Admin-Konten des CMS, E-Mail sowie alle Zahlungs- und Buchungsdienste.</li>
  <li><strong>Sichern Sie, was Sie können.</strong> Exportieren Sie Ihre Inhalte aus dem CMS, falls es sich noch öffnen lässt, und speichern Sie Kopien Ihrer Seiten aus der <a href="https://web.archive.org/">Wayback Machine des Internet Archive</a>. Alte Texte und Bilder verschaffen einen Vorsprung.</li>
  <li><strong>Sagen Sie Ihren Kunden, wie sie Sie erreichen.</strong> Tragen Sie Ihre Telefonnummer in Ihr Google Unternehmensprofil und Ihre Social-Media-Seiten ein, solange die Website offline ist.</li>
  <li><strong>Zahlen Sie kein Lösegeld</strong> und spielen Sie kein infiziertes Backup auf einen sauberen Server.</li>
</ol>

<h2>Was sich in ${hours} Stunden bauen lässt</h2>
<p>Eine fokussierte Unternehmenswebsite lässt sich in ${hours} Stunden gestalten, texten und veröffentlichen, wenn Entscheidungen schnell fallen: Startseite, Leistungsseiten, „Über uns“ und Kontakt, ein funktionierendes Anfrageformular, Webanalyse, ein SSL-Zertifikat und die SEO-Grundlagen, damit Google Sie zügig neu indexiert. Onlineshops mit Hunderten Produkten, individuelle Schnittstellen und komplexe Mitgliederbereiche dauern länger; mit der Notfall-Website verkaufen Sie weiter, während der Rest ordentlich neu aufgebaut wird.</p>

<h2>So geht der Neuaufbau schneller</h2>
<ul>
  <li>Benennen Sie eine Person, die Entwürfe und Texte noch am selben Tag freigeben kann.</li>
  <li>Stellen Sie Logo, Markenfarben, eine Liste Ihrer Leistungen und Preise sowie eigene Fotos zusammen.</li>
  <li>Halten Sie den Zugang zum Registrar bereit: Damit ist die Domain in Minuten auf die neue Website umgestellt, ohne ihn dauert es Tage.</li>
</ul>
<p>Ist Ihre Website gerade offline? <a href="/emergency-website-development">Starten Sie ein Notfall-Website-Projekt</a> oder rufen Sie uns an. Wir legen los, sobald das Projekt bestätigt ist.</p>
`,
    },
    zh: {
      title: `紧急网站开发：${hours} 小时内重新上线`,
      excerpt: `网站被黑、主机被停、开发者联系不上，或者上线日期无法推迟？这里告诉您第一个小时该做什么，以及 ${hours} 小时内实际能建成什么。`,
      content: `
<p>每周都有企业找到我们，说他们的网站一夜之间消失了。有时是被黑了；有时是主机商因为一张谁也没收到的未付账单关闭了账户；有时是唯一掌握密码的人再也不接电话了。不论原因是什么，目标都一样：尽快让一个可用、可信的网站重新出现在客户面前。</p>

<h2>什么时候需要紧急重建</h2>
<ul>
  <li>网站被篡改，或把访客重定向到垃圾页面，旧代码已经不可信。</li>
  <li>主机商暂停了账户或丢失了数据，而且没有可用的备份。</li>
  <li>建站的开发者或代理公司联系不上，其他人都没有访问权限。</li>
  <li>产品发布、展会或媒体报道就在几天之后，新网站却还没准备好。</li>
</ul>

<h2>第一个小时：分清轻重缓急</h2>
<ol>
  <li><strong>先保住域名。</strong>登录域名注册商，修改密码，开启两步验证，并确认续费日期。谁控制了域名，谁就控制了网站和邮箱。</li>
  <li><strong>修改所有相关密码</strong>：主机、CMS 管理员账户、邮箱，以及所有支付或预约服务。</li>
  <li><strong>尽量收集现有资料。</strong>如果 CMS 还能打开，就导出内容；再从 <a href="https://web.archive.org/">Internet Archive 的 Wayback Machine</a> 保存页面副本。旧的文字和图片能让重建快人一步。</li>
  <li><strong>告诉客户怎么联系您。</strong>网站停摆期间，在 Google 商家资料和社交媒体主页上更新您的电话号码。</li>
  <li><strong>不要支付赎金</strong>，也不要把受感染的备份恢复到干净的服务器上。</li>
</ol>

<h2>${hours} 小时内能建成什么</h2>
<p>只要决策迅速，一个重点明确的企业网站可以在 ${hours} 小时内完成设计、撰写和上线：首页、服务页面、“关于我们”和联系页面、可用的咨询表单、数据分析、SSL 证书以及基础 SEO，让 Google 尽快重新收录。拥有数百种商品的网店、定制集成和复杂的会员区需要更长时间；紧急网站能让您先恢复销售，其余部分再从容地重建。</p>

<h2>如何让重建更快</h2>
<ul>
  <li>指定一位能在当天审批设计和文案的负责人。</li>
  <li>准备好您的标志、品牌色、服务与价格清单，以及您拥有版权的照片。</li>
  <li>备好域名注册商的登录权限：有了它，把域名指向新网站只需几分钟；没有它，要花好几天。</li>
</ul>
<p>如果您的网站此刻打不开，请<a href="/emergency-website-development">发起紧急网站项目</a>或直接致电我们。项目一经确认，我们立即开工。</p>
`,
    },
    ar: {
      title: `تطوير المواقع الطارئ: عودة إلى الإنترنت خلال ${hours} ساعة`,
      excerpt: `اختُرق موقعك، أو أوقفت الاستضافة حسابك، أو اختفى المطوّر، أو موعد الإطلاق لا يحتمل التأجيل؟ إليك ما تفعله في الساعة الأولى، وما يمكن بناؤه فعليًا خلال ${hours} ساعة.`,
      content: `
<p>كل أسبوع تتواصل معنا شركة اختفى موقعها بين ليلة وضحاها. أحيانًا يكون قد اختُرق، وأحيانًا أغلقت شركة الاستضافة الحساب بسبب فاتورة غير مدفوعة لم يتسلّمها أحد، وأحيانًا توقف الشخص الوحيد الذي يملك كلمات المرور عن الرد على الهاتف. أيًّا كان السبب فالهدف واحد: إعادة موقع يعمل ويوحي بالثقة أمام عملائك بأسرع ما يمكن.</p>

<h2>متى تحتاج إلى إعادة بناء طارئة</h2>
<ul>
  <li>شُوّه الموقع أو صار يحوّل الزوار إلى صفحات مزعجة، ولم يعد الكود القديم جديرًا بالثقة.</li>
  <li>علّقت شركة الاستضافة الحساب أو فقدت البيانات، ولا توجد نسخة احتياطية صالحة.</li>
  <li>المطوّر أو الوكالة التي بنت الموقع لا يمكن الوصول إليها، ولا أحد غيرها يملك صلاحية الدخول.</li>
  <li>إطلاق منتج أو معرض تجاري أو تغطية صحفية بعد أيام، والموقع الجديد ليس جاهزًا.</li>
</ul>

<h2>الساعة الأولى: ترتيب الأولويات</h2>
<ol>
  <li><strong>أمّن النطاق.</strong> سجّل الدخول لدى مسجّل النطاق، وغيّر كلمة المرور، وفعّل التحقق بخطوتين، وتأكد من تاريخ التجديد. من يتحكم في النطاق يتحكم في الموقع والبريد الإلكتروني.</li>
  <li><strong>غيّر كل كلمات المرور</strong> المرتبطة بالموقع: الاستضافة، وحسابات إدارة نظام المحتوى، والبريد الإلكتروني، وأي خدمة دفع أو حجز.</li>
  <li><strong>اجمع ما تستطيع.</strong> صدّر المحتوى من نظام إدارة المحتوى إن كان لا يزال يفتح، واحفظ نسخًا من صفحاتك من <a href="https://web.archive.org/">أداة Wayback Machine في Internet Archive</a>. النصوص والصور القديمة تختصر عليك الطريق.</li>
  <li><strong>أخبر عملاءك كيف يصلون إليك.</strong> حدّث ملفك التجاري على Google وصفحاتك على وسائل التواصل برقم هاتفك ما دام الموقع متوقفًا.</li>
  <li><strong>لا تدفع فدية</strong>، ولا تستعد نسخة احتياطية مصابة على خادم نظيف.</li>
</ol>

<h2>ما يمكن بناؤه خلال ${hours} ساعة</h2>
<p>يمكن تصميم موقع أعمال مركّز وكتابته وإطلاقه خلال ${hours} ساعة إذا اتُّخذت القرارات بسرعة: صفحة رئيسية، وصفحات للخدمات، وصفحتا «من نحن» و«اتصل بنا»، ونموذج استفسار يعمل، وأدوات تحليل، وشهادة SSL، وأساسيات تحسين محركات البحث حتى يعيد Google فهرسة موقعك سريعًا. أما المتاجر الإلكترونية ذات المئات من المنتجات، والتكاملات المخصّصة، ومناطق الأعضاء المعقدة فتستغرق وقتًا أطول؛ والموقع الطارئ يبقيك تبيع بينما يُعاد بناء الباقي كما ينبغي.</p>

<h2>كيف تُسرّع إعادة البناء</h2>
<ul>
  <li>عيّن شخصًا واحدًا يستطيع اعتماد التصاميم والنصوص في اليوم نفسه.</li>
  <li>اجمع شعارك وألوان علامتك التجارية وقائمة بخدماتك وأسعارك، وأي صور تملكها.</li>
  <li>جهّز بيانات الدخول إلى مسجّل النطاق: بها يستغرق توجيه النطاق إلى الموقع الجديد دقائق، ومن دونها أيامًا.</li>
</ul>
<p>إذا كان موقعك متوقفًا الآن، <a href="/emergency-website-development">فابدأ مشروع موقع طارئ</a> أو اتصل بنا. يبدأ العمل فور تأكيد المشروع.</p>
`,
    },
    hy: {
      title: `Շտապ կայքի մշակում․ կրկին առցանց ${hours} ժամում`,
      excerpt: `Կայքը կոտրե՞լ են, հոսթինգն անջատե՞լ է, ծրագրավորողն անհասանելի՞ է, թե՞ մեկնարկի օրը չի կարելի հետաձգել։ Ինչ անել առաջին ժամում, և ինչ կարելի է իրատեսորեն կառուցել ${hours} ժամում։`,
      content: `
<p>Ամեն շաբաթ մեզ է դիմում մի բիզնես, որի կայքը մի գիշերում անհետացել է։ Երբեմն այն կոտրել են, երբեմն հոսթինգ ընկերությունը փակել է հաշիվը մի չվճարված հաշվի պատճառով, որը ոչ ոք չէր ստացել, երբեմն գաղտնաբառերն իմացող միակ մարդն այլևս չի պատասխանում հեռախոսին։ Պատճառն ինչ էլ լինի, նպատակը նույնն է․ որքան հնարավոր է արագ հաճախորդների առջև վերադարձնել աշխատող և վստահություն ներշնչող կայք։</p>

<h2>Երբ է անհրաժեշտ շտապ վերակառուցում</h2>
<ul>
  <li>Կայքը աղավաղվել է կամ այցելուներին վերահղում է սպամի, և հին կոդին այլևս չի կարելի վստահել։</li>
  <li>Հոսթինգը կասեցրել է հաշիվը կամ կորցրել տվյալները, և օգտագործելի պահուստային պատճեն չկա։</li>
  <li>Կայքը ստեղծած ծրագրավորողը կամ գործակալությունն անհասանելի է, և ուրիշ ոչ ոք մուտք չունի։</li>
  <li>Մինչև ապրանքի մեկնարկը, ցուցահանդեսը կամ մամուլի հրապարակումը մի քանի օր է մնացել, իսկ նոր կայքը պատրաստ չէ։</li>
</ul>

<h2>Առաջին ժամը․ առաջնահերթությունները</h2>
<ol>
  <li><strong>Ապահովեք դոմենը։</strong> Մուտք գործեք դոմենի ռեգիստրատորի հաշիվ, փոխեք գաղտնաբառը, միացրեք երկքայլ մուտքը և ստուգեք երկարաձգման ամսաթիվը։ Ով վերահսկում է դոմենը, նա է վերահսկում կայքն ու էլփոստը։</li>
  <li><strong>Փոխեք բոլոր գաղտնաբառերը</strong>, որոնք կապված են կայքի հետ․ հոսթինգ, CMS-ի ադմինիստրատորի հաշիվներ, էլփոստ և վճարման կամ ամրագրման ցանկացած ծառայություն։</li>
  <li><strong>Հավաքեք այն, ինչ կարող եք։</strong> Արտահանեք բովանդակությունը CMS-ից, եթե այն դեռ բացվում է, և պահպանեք ձեր էջերի պատճենները <a href="https://web.archive.org/">Internet Archive-ի Wayback Machine-ից</a>։ Հին տեքստերն ու պատկերները լավ մեկնակետ են։</li>
  <li><strong>Հաճախորդներին տեղեկացրեք, թե ինչպես կապվել ձեզ հետ։</strong> Մինչ կայքն անջատված է, ձեր հեռախոսահամարը թարմացրեք Google Business Profile-ում և սոցիալական էջերում։</li>
  <li><strong>Մի վճարեք փրկագին</strong> և մի վերականգնեք վարակված պահուստային պատճենը մաքուր սերվերի վրա։</li>
</ol>

<h2>Ինչ կարելի է կառուցել ${hours} ժամում</h2>
<p>Հստակ նպատակով բիզնես կայքը կարելի է նախագծել, գրել և գործարկել ${hours} ժամում, եթե որոշումներն արագ են կայացվում․ գլխավոր էջ, ծառայությունների էջեր, «Մեր մասին» և կոնտակտների էջեր, աշխատող հարցման ձև, վերլուծություն, SSL վկայական և SEO-ի հիմունքներ, որպեսզի Google-ը արագ վերաինդեքսավորի ձեզ։ Հարյուրավոր ապրանքներով առցանց խանութները, անհատական ինտեգրացիաները և բարդ անդամային բաժինները ավելի երկար են տևում․ շտապ կայքը թույլ է տալիս շարունակել վաճառել, մինչ մնացածը պատշաճ վերակառուցվում է։</p>

<h2>Ինչպես արագացնել վերակառուցումը</h2>
<ul>
  <li>Նշանակեք մեկ մարդու, ով կարող է նույն օրը հաստատել դիզայնն ու տեքստերը։</li>
  <li>Հավաքեք ձեր լոգոն, բրենդի գույները, ծառայությունների և գների ցանկը և ձեզ պատկանող լուսանկարները։</li>
  <li>Պատրաստ պահեք ռեգիստրատորի մուտքը․ դրանով դոմենը նոր կայքին ուղղելը րոպեներ է տևում, առանց դրա՝ օրեր։</li>
</ul>
<p>Եթե ձեր կայքը հենց հիմա չի աշխատում, <a href="/emergency-website-development">սկսեք շտապ կայքի նախագիծ</a> կամ զանգահարեք մեզ։ Աշխատանքը սկսվում է նախագիծը հաստատվելուն պես։</p>
`,
    },
    ja: {
      title: `緊急ウェブサイト制作：${hours}時間でオンラインに復旧`,
      excerpt: `ハッキング、サーバー停止、制作者と連絡が取れない、動かせない公開日。最初の1時間にやるべきことと、${hours}時間で現実に作れるものを解説します。`,
      content: `
<p>毎週のように、ある日突然ウェブサイトが消えてしまったという企業からご相談をいただきます。ハッキングされたこともあれば、誰も受け取っていない未払いの請求書を理由にホスティング会社がアカウントを閉鎖したこともあります。パスワードを知る唯一の担当者が電話に出なくなったというケースもあります。原因が何であれ、目標は同じです。きちんと動き、信頼できるサイトを、できるだけ早くお客様の前に戻すことです。</p>

<h2>緊急の作り直しが必要なとき</h2>
<ul>
  <li>サイトが改ざんされた、または訪問者をスパムに転送しており、古いコードが信用できない。</li>
  <li>ホスティング会社がアカウントを停止した、またはデータを失い、使えるバックアップがない。</li>
  <li>サイトを作った制作者や制作会社と連絡が取れず、ほかに誰もアクセス権を持っていない。</li>
  <li>製品の発売、展示会、メディア掲載が数日後に迫っているのに、新しいサイトが間に合っていない。</li>
</ul>

<h2>最初の1時間：優先順位をつける</h2>
<ol>
  <li><strong>ドメインを確保する。</strong>ドメインの登録事業者にログインし、パスワードを変更し、2段階認証を有効にして、更新日を確認します。ドメインを押さえている人が、サイトとメールを押さえています。</li>
  <li><strong>すべてのパスワードを変更する。</strong>ホスティング、CMSの管理者アカウント、メール、決済や予約のサービスなど、サイトに関わるものすべてです。</li>
  <li><strong>集められるものを集める。</strong>CMSがまだ開けるならコンテンツをエクスポートし、<a href="https://web.archive.org/">Internet ArchiveのWayback Machine</a>からページのコピーを保存します。以前の文章や画像があれば、大きく先に進めます。</li>
  <li><strong>お客様に連絡先を知らせる。</strong>サイトが止まっている間は、Googleビジネスプロフィールやソーシャルメディアのページに電話番号を載せておきましょう。</li>
  <li><strong>身代金は支払わない。</strong>また、感染したバックアップをきれいなサーバーに復元してはいけません。</li>
</ol>

<h2>${hours}時間で作れるもの</h2>
<p>判断を素早く下せれば、要点を絞った企業サイトは${hours}時間で設計、執筆、公開まで進められます。トップページ、サービスページ、会社概要とお問い合わせのページ、動作する問い合わせフォーム、アクセス解析、SSL証明書、そしてGoogleにすぐ再インデックスしてもらうためのSEOの基本です。数百点の商品を扱うネットショップ、独自のシステム連携、複雑な会員エリアにはもっと時間がかかります。緊急サイトで販売を続けながら、残りをきちんと作り直せます。</p>

<h2>作り直しを早めるには</h2>
<ul>
  <li>デザインと文章をその日のうちに承認できる担当者を1人決めておく。</li>
  <li>ロゴ、ブランドカラー、サービスと料金の一覧、自社で権利を持つ写真を集めておく。</li>
  <li>登録事業者へのアクセス情報を用意しておく。あれば新しいサイトへのドメインの切り替えは数分、なければ数日かかります。</li>
</ul>
<p>今まさにサイトが止まっているなら、<a href="/emergency-website-development">緊急ウェブサイトプロジェクトを始める</a>か、お電話ください。プロジェクトが確定し次第、作業を開始します。</p>
`,
    },
    ko: {
      title: `긴급 웹사이트 제작: ${hours}시간 안에 다시 온라인으로`,
      excerpt: `해킹, 호스팅 중단, 연락 두절된 개발자, 미룰 수 없는 오픈 날짜. 첫 한 시간에 해야 할 일과 ${hours}시간 안에 현실적으로 만들 수 있는 것을 정리했습니다.`,
      content: `
<p>매주 하룻밤 사이에 웹사이트가 사라졌다는 업체의 연락을 받습니다. 해킹을 당한 경우도 있고, 아무도 받지 못한 미납 청구서 때문에 호스팅 업체가 계정을 닫아 버린 경우도 있으며, 비밀번호를 아는 유일한 사람이 전화를 받지 않는 경우도 있습니다. 원인이 무엇이든 목표는 같습니다. 제대로 작동하고 믿을 수 있는 사이트를 최대한 빨리 고객 앞에 다시 내놓는 것입니다.</p>

<h2>긴급 재구축이 필요한 경우</h2>
<ul>
  <li>사이트가 변조되었거나 방문자를 스팸으로 보내고 있어 기존 코드를 더는 믿을 수 없을 때.</li>
  <li>호스팅 업체가 계정을 정지했거나 데이터를 잃었고, 쓸 만한 백업이 없을 때.</li>
  <li>사이트를 만든 개발자나 에이전시와 연락이 닿지 않고, 다른 누구도 접근 권한이 없을 때.</li>
  <li>제품 출시, 박람회, 언론 보도가 며칠 앞인데 새 사이트가 준비되지 않았을 때.</li>
</ul>

<h2>첫 한 시간: 우선순위 정하기</h2>
<ol>
  <li><strong>도메인부터 지키세요.</strong> 도메인 등록 업체에 로그인해 비밀번호를 바꾸고, 2단계 인증을 켜고, 갱신 날짜를 확인하세요. 도메인을 쥔 사람이 웹사이트와 이메일을 쥡니다.</li>
  <li><strong>모든 비밀번호를 바꾸세요.</strong> 호스팅, CMS 관리자 계정, 이메일, 그리고 결제나 예약 서비스까지 사이트와 연결된 모든 것입니다.</li>
  <li><strong>모을 수 있는 것은 모으세요.</strong> CMS가 아직 열린다면 콘텐츠를 내보내고, <a href="https://web.archive.org/">Internet Archive의 Wayback Machine</a>에서 페이지 사본을 저장하세요. 예전 글과 이미지가 있으면 훨씬 빨리 시작할 수 있습니다.</li>
  <li><strong>고객에게 연락처를 알리세요.</strong> 사이트가 멈춰 있는 동안 Google 비즈니스 프로필과 소셜 미디어 페이지에 전화번호를 올려 두세요.</li>
  <li><strong>몸값은 절대 내지 마세요.</strong> 감염된 백업을 깨끗한 서버에 복원해서도 안 됩니다.</li>
</ol>

<h2>${hours}시간 안에 만들 수 있는 것</h2>
<p>결정이 빠르면 핵심에 집중한 비즈니스 웹사이트는 ${hours}시간 안에 디자인하고, 글을 쓰고, 공개할 수 있습니다. 홈페이지, 서비스 페이지, 회사 소개와 연락처 페이지, 작동하는 문의 양식, 방문 분석, SSL 인증서, 그리고 Google이 빠르게 다시 색인하도록 돕는 기본 SEO까지입니다. 상품이 수백 개인 온라인 쇼핑몰, 맞춤형 연동, 복잡한 회원 전용 공간은 시간이 더 걸립니다. 긴급 사이트로 판매를 이어 가는 동안 나머지를 제대로 다시 만들면 됩니다.</p>

<h2>재구축을 앞당기는 방법</h2>
<ul>
  <li>디자인과 문구를 당일에 승인할 수 있는 담당자 한 명을 정하세요.</li>
  <li>로고, 브랜드 색상, 서비스와 가격 목록, 직접 권리를 가진 사진을 모아 두세요.</li>
  <li>등록 업체 접속 정보를 준비해 두세요. 있으면 도메인을 새 사이트로 연결하는 데 몇 분, 없으면 며칠이 걸립니다.</li>
</ul>
<p>지금 사이트가 멈춰 있다면 <a href="/emergency-website-development">긴급 웹사이트 프로젝트를 시작</a>하거나 전화 주세요. 프로젝트가 확정되는 즉시 작업을 시작합니다.</p>
`,
    },
    ru: {
      title: `Срочная разработка сайта: снова онлайн за ${hoursInRussian}`,
      excerpt: `Сайт взломали, хостинг отключил, разработчик пропал или дату запуска не сдвинуть? Что делать в первый час и что реально построить за ${hoursInRussian}.`,
      content: `
<p>Каждую неделю к нам обращается компания, чей сайт исчез за одну ночь. Иногда его взломали; иногда хостинг закрыл аккаунт из-за неоплаченного счёта, которого никто не получал; иногда единственный человек, знавший пароли, перестал брать трубку. Какой бы ни была причина, цель одна: как можно быстрее вернуть клиентам работающий сайт, которому можно доверять.</p>

<h2>Когда нужна срочная пересборка</h2>
<ul>
  <li>Сайт изуродовали или он перенаправляет посетителей на спам, и старому коду больше нельзя доверять.</li>
  <li>Хостинг заблокировал аккаунт или потерял данные, а пригодной резервной копии нет.</li>
  <li>Разработчик или агентство, создавшие сайт, недоступны, и ни у кого больше нет доступа.</li>
  <li>До запуска продукта, выставки или публикации в прессе остаются считаные дни, а новый сайт не готов.</li>
</ul>

<h2>Первый час: расставляем приоритеты</h2>
<ol>
  <li><strong>Защитите домен.</strong> Войдите в кабинет регистратора, смените пароль, включите двухфакторный вход и проверьте дату продления. Кто контролирует домен, тот контролирует сайт и почту.</li>
  <li><strong>Смените все пароли</strong>, связанные с сайтом: хостинг, учётные записи администратора CMS, почту и любые сервисы оплаты или бронирования.</li>
  <li><strong>Соберите всё, что можно.</strong> Выгрузите контент из CMS, если она ещё открывается, и сохраните копии страниц из <a href="https://web.archive.org/">Wayback Machine от Internet Archive</a>. Старые тексты и изображения дадут фору.</li>
  <li><strong>Сообщите клиентам, как с вами связаться.</strong> Пока сайт не работает, укажите номер телефона в профиле компании в Google и на страницах в соцсетях.</li>
  <li><strong>Не платите выкуп</strong> и не восстанавливайте заражённую резервную копию на чистый сервер.</li>
</ol>

<h2>Что можно построить за ${hoursInRussian}</h2>
<p>Сфокусированный сайт компании можно спроектировать, наполнить текстами и запустить за ${hoursInRussian}, если решения принимаются быстро: главная страница, страницы услуг, страницы «О нас» и «Контакты», работающая форма заявки, аналитика, SSL-сертификат и базовое SEO, чтобы Google быстро проиндексировал вас заново. Интернет-магазины на сотни товаров, нестандартные интеграции и сложные личные кабинеты требуют больше времени; срочный сайт позволяет продолжать продажи, пока остальное спокойно перестраивается как следует.</p>

<h2>Как ускорить пересборку</h2>
<ul>
  <li>Назначьте одного человека, который может утверждать макеты и тексты в тот же день.</li>
  <li>Соберите логотип, фирменные цвета, список услуг и цен, а также собственные фотографии.</li>
  <li>Держите под рукой доступ к регистратору: с ним перевести домен на новый сайт — дело минут, без него — дней.</li>
</ul>
<p>Если ваш сайт не работает прямо сейчас, <a href="/emergency-website-development">запустите срочный проект сайта</a> или позвоните нам. Работа начинается сразу после подтверждения проекта.</p>
`,
    },
  },
};
