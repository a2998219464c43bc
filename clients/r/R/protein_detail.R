#' Create a new ProteinDetail
#'
#' @description
#' The list item's fields plus sequence, computed properties, links and structure.
#'
#' @docType class
#' @title ProteinDetail
#' @description ProteinDetail Class
#' @format An \code{R6Class} generator object
#' @field id  integer
#' @field name  character
#' @field proteinType  character
#' @field species  character
#' @field family  character
#' @field length  integer
#' @field accession  character
#' @field source  character
#' @field hasStructure  character
#' @field sequence Amino-acid sequence (one-letter codes). For a multi-chain structure entry, the chains concatenated in chain order. character
#' @field molecularWeightDa Average molecular weight in daltons computed from the sequence (ExPASy average residue masses plus one water per chain); null when the sequence holds a residue of unknown mass (X). numeric
#' @field composition Residue composition computed from the sequence, one element per residue present. list(\link{ResidueCount})
#' @field sourceUrl  character
#' @field description  character
#' @field structure  \link{ProteinStructureInfo}
#' @field references Literature or database references for the record, when the source gives any. list(\link{Link}) [optional]
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
ProteinDetail <- R6::R6Class(
  "ProteinDetail",
  public = list(
    `id` = NULL,
    `name` = NULL,
    `proteinType` = NULL,
    `species` = NULL,
    `family` = NULL,
    `length` = NULL,
    `accession` = NULL,
    `source` = NULL,
    `hasStructure` = NULL,
    `sequence` = NULL,
    `molecularWeightDa` = NULL,
    `composition` = NULL,
    `sourceUrl` = NULL,
    `description` = NULL,
    `structure` = NULL,
    `references` = NULL,

    #' @description
    #' Initialize a new ProteinDetail class.
    #'
    #' @param id id
    #' @param name name
    #' @param proteinType proteinType
    #' @param species species
    #' @param family family
    #' @param length length
    #' @param accession accession
    #' @param source source
    #' @param hasStructure hasStructure
    #' @param sequence Amino-acid sequence (one-letter codes). For a multi-chain structure entry, the chains concatenated in chain order.
    #' @param molecularWeightDa Average molecular weight in daltons computed from the sequence (ExPASy average residue masses plus one water per chain); null when the sequence holds a residue of unknown mass (X).
    #' @param composition Residue composition computed from the sequence, one element per residue present.
    #' @param sourceUrl sourceUrl
    #' @param description description
    #' @param structure structure
    #' @param references Literature or database references for the record, when the source gives any.
    #' @param ... Other optional arguments.
    initialize = function(`id`, `name`, `proteinType`, `species`, `family`, `length`, `accession`, `source`, `hasStructure`, `sequence`, `molecularWeightDa`, `composition`, `sourceUrl`, `description`, `structure`, `references` = NULL, ...) {
      if (!missing(`id`)) {
        if (!(is.numeric(`id`) && length(`id`) == 1)) {
          stop(paste("Error! Invalid data for `id`. Must be an integer:", `id`))
        }
        self$`id` <- `id`
      }
      if (!missing(`name`)) {
        if (!(is.character(`name`) && length(`name`) == 1)) {
          stop(paste("Error! Invalid data for `name`. Must be a string:", `name`))
        }
        self$`name` <- `name`
      }
      if (!missing(`proteinType`)) {
        if (!(is.character(`proteinType`) && length(`proteinType`) == 1)) {
          stop(paste("Error! Invalid data for `proteinType`. Must be a string:", `proteinType`))
        }
        self$`proteinType` <- `proteinType`
      }
      if (!missing(`species`)) {
        if (!(is.character(`species`) && length(`species`) == 1)) {
          stop(paste("Error! Invalid data for `species`. Must be a string:", `species`))
        }
        self$`species` <- `species`
      }
      if (!missing(`family`)) {
        if (!(is.character(`family`) && length(`family`) == 1)) {
          stop(paste("Error! Invalid data for `family`. Must be a string:", `family`))
        }
        self$`family` <- `family`
      }
      if (!missing(`length`)) {
        if (!(is.numeric(`length`) && length(`length`) == 1)) {
          stop(paste("Error! Invalid data for `length`. Must be an integer:", `length`))
        }
        self$`length` <- `length`
      }
      if (!missing(`accession`)) {
        if (!(is.character(`accession`) && length(`accession`) == 1)) {
          stop(paste("Error! Invalid data for `accession`. Must be a string:", `accession`))
        }
        self$`accession` <- `accession`
      }
      if (!missing(`source`)) {
        if (!(is.character(`source`) && length(`source`) == 1)) {
          stop(paste("Error! Invalid data for `source`. Must be a string:", `source`))
        }
        self$`source` <- `source`
      }
      if (!missing(`hasStructure`)) {
        if (!(is.logical(`hasStructure`) && length(`hasStructure`) == 1)) {
          stop(paste("Error! Invalid data for `hasStructure`. Must be a boolean:", `hasStructure`))
        }
        self$`hasStructure` <- `hasStructure`
      }
      if (!missing(`sequence`)) {
        if (!(is.character(`sequence`) && length(`sequence`) == 1)) {
          stop(paste("Error! Invalid data for `sequence`. Must be a string:", `sequence`))
        }
        self$`sequence` <- `sequence`
      }
      if (!missing(`molecularWeightDa`)) {
        self$`molecularWeightDa` <- `molecularWeightDa`
      }
      if (!missing(`composition`)) {
        stopifnot(is.vector(`composition`), length(`composition`) != 0)
        sapply(`composition`, function(x) stopifnot(R6::is.R6(x)))
        self$`composition` <- `composition`
      }
      if (!missing(`sourceUrl`)) {
        if (!(is.character(`sourceUrl`) && length(`sourceUrl`) == 1)) {
          stop(paste("Error! Invalid data for `sourceUrl`. Must be a string:", `sourceUrl`))
        }
        self$`sourceUrl` <- `sourceUrl`
      }
      if (!missing(`description`)) {
        if (!(is.character(`description`) && length(`description`) == 1)) {
          stop(paste("Error! Invalid data for `description`. Must be a string:", `description`))
        }
        self$`description` <- `description`
      }
      if (!missing(`structure`)) {
        stopifnot(R6::is.R6(`structure`))
        self$`structure` <- `structure`
      }
      if (!is.null(`references`)) {
        stopifnot(is.vector(`references`), length(`references`) != 0)
        sapply(`references`, function(x) stopifnot(R6::is.R6(x)))
        self$`references` <- `references`
      }
    },

    #' @description
    #' Convert to an R object. This method is deprecated. Use `toSimpleType()` instead.
    toJSON = function() {
      .Deprecated(new = "toSimpleType", msg = "Use the '$toSimpleType()' method instead since that is more clearly named. Use '$toJSONString()' to get a JSON string")
      return(self$toSimpleType())
    },

    #' @description
    #' Convert to a List
    #'
    #' Convert the R6 object to a list to work more easily with other tooling.
    #'
    #' @return ProteinDetail as a base R list.
    #' @examples
    #' # convert array of ProteinDetail (x) to a data frame
    #' \dontrun{
    #' library(purrr)
    #' library(tibble)
    #' df <- x |> map(\(y)y$toList()) |> map(as_tibble) |> list_rbind()
    #' df
    #' }
    toList = function() {
      return(self$toSimpleType())
    },

    #' @description
    #' Convert ProteinDetail to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      ProteinDetailObject <- list()
      if (!is.null(self$`id`)) {
        ProteinDetailObject[["id"]] <-
          self$`id`
      }
      if (!is.null(self$`name`)) {
        ProteinDetailObject[["name"]] <-
          self$`name`
      }
      if (!is.null(self$`proteinType`)) {
        ProteinDetailObject[["proteinType"]] <-
          self$`proteinType`
      }
      if (!is.null(self$`species`)) {
        ProteinDetailObject[["species"]] <-
          self$`species`
      }
      if (!is.null(self$`family`)) {
        ProteinDetailObject[["family"]] <-
          self$`family`
      }
      if (!is.null(self$`length`)) {
        ProteinDetailObject[["length"]] <-
          self$`length`
      }
      if (!is.null(self$`accession`)) {
        ProteinDetailObject[["accession"]] <-
          self$`accession`
      }
      if (!is.null(self$`source`)) {
        ProteinDetailObject[["source"]] <-
          self$`source`
      }
      if (!is.null(self$`hasStructure`)) {
        ProteinDetailObject[["hasStructure"]] <-
          self$`hasStructure`
      }
      if (!is.null(self$`sequence`)) {
        ProteinDetailObject[["sequence"]] <-
          self$`sequence`
      }
      if (!is.null(self$`molecularWeightDa`)) {
        ProteinDetailObject[["molecularWeightDa"]] <-
          self$`molecularWeightDa`
      }
      if (!is.null(self$`composition`)) {
        ProteinDetailObject[["composition"]] <-
          self$extractSimpleType(self$`composition`)
      }
      if (!is.null(self$`sourceUrl`)) {
        ProteinDetailObject[["sourceUrl"]] <-
          self$`sourceUrl`
      }
      if (!is.null(self$`description`)) {
        ProteinDetailObject[["description"]] <-
          self$`description`
      }
      if (!is.null(self$`structure`)) {
        ProteinDetailObject[["structure"]] <-
          self$extractSimpleType(self$`structure`)
      }
      if (!is.null(self$`references`)) {
        ProteinDetailObject[["references"]] <-
          self$extractSimpleType(self$`references`)
      }
      return(ProteinDetailObject)
    },

    extractSimpleType = function(x) {
      if (R6::is.R6(x)) {
        return(x$toSimpleType())
      } else if (!self$hasNestedR6(x)) {
        return(x)
      }
      lapply(x, self$extractSimpleType)
    },

    hasNestedR6 = function(x) {
      if (R6::is.R6(x)) {
        return(TRUE)
      }
      if (is.list(x)) {
        for (item in x) {
          if (self$hasNestedR6(item)) {
            return(TRUE)
          }
        }
      }
      FALSE
    },

    #' @description
    #' Deserialize JSON string into an instance of ProteinDetail
    #'
    #' @param input_json the JSON input
    #' @return the instance of ProteinDetail
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`id`)) {
        self$`id` <- this_object$`id`
      }
      if (!is.null(this_object$`name`)) {
        self$`name` <- this_object$`name`
      }
      if (!is.null(this_object$`proteinType`)) {
        self$`proteinType` <- this_object$`proteinType`
      }
      if (!is.null(this_object$`species`)) {
        self$`species` <- this_object$`species`
      }
      if (!is.null(this_object$`family`)) {
        self$`family` <- this_object$`family`
      }
      if (!is.null(this_object$`length`)) {
        self$`length` <- this_object$`length`
      }
      if (!is.null(this_object$`accession`)) {
        self$`accession` <- this_object$`accession`
      }
      if (!is.null(this_object$`source`)) {
        self$`source` <- this_object$`source`
      }
      if (!is.null(this_object$`hasStructure`)) {
        self$`hasStructure` <- this_object$`hasStructure`
      }
      if (!is.null(this_object$`sequence`)) {
        self$`sequence` <- this_object$`sequence`
      }
      if (!is.null(this_object$`molecularWeightDa`)) {
        self$`molecularWeightDa` <- this_object$`molecularWeightDa`
      }
      if (!is.null(this_object$`composition`)) {
        self$`composition` <- ApiClient$new()$deserializeObj(this_object$`composition`, "array[ResidueCount]", loadNamespace("lepidoptera"))
      }
      if (!is.null(this_object$`sourceUrl`)) {
        self$`sourceUrl` <- this_object$`sourceUrl`
      }
      if (!is.null(this_object$`description`)) {
        self$`description` <- this_object$`description`
      }
      if (!is.null(this_object$`structure`)) {
        `structure_object` <- ProteinStructureInfo$new()
        `structure_object`$fromJSON(jsonlite::toJSON(this_object$`structure`, auto_unbox = TRUE, digits = NA))
        self$`structure` <- `structure_object`
      }
      if (!is.null(this_object$`references`)) {
        self$`references` <- ApiClient$new()$deserializeObj(this_object$`references`, "array[Link]", loadNamespace("lepidoptera"))
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return ProteinDetail in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of ProteinDetail
    #'
    #' @param input_json the JSON input
    #' @return the instance of ProteinDetail
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`id` <- this_object$`id`
      self$`name` <- this_object$`name`
      self$`proteinType` <- this_object$`proteinType`
      self$`species` <- this_object$`species`
      self$`family` <- this_object$`family`
      self$`length` <- this_object$`length`
      self$`accession` <- this_object$`accession`
      self$`source` <- this_object$`source`
      self$`hasStructure` <- this_object$`hasStructure`
      self$`sequence` <- this_object$`sequence`
      self$`molecularWeightDa` <- this_object$`molecularWeightDa`
      self$`composition` <- ApiClient$new()$deserializeObj(this_object$`composition`, "array[ResidueCount]", loadNamespace("lepidoptera"))
      self$`sourceUrl` <- this_object$`sourceUrl`
      self$`description` <- this_object$`description`
      self$`structure` <- ProteinStructureInfo$new()$fromJSON(jsonlite::toJSON(this_object$`structure`, auto_unbox = TRUE, digits = NA))
      self$`references` <- ApiClient$new()$deserializeObj(this_object$`references`, "array[Link]", loadNamespace("lepidoptera"))
      self
    },

    #' @description
    #' Validate JSON input with respect to ProteinDetail and throw an exception if invalid
    #'
    #' @param input the JSON input
    validateJSON = function(input) {
      input_json <- jsonlite::fromJSON(input)
      # check the required field `id`
      if (!is.null(input_json$`id`)) {
        if (!(is.numeric(input_json$`id`) && length(input_json$`id`) == 1)) {
          stop(paste("Error! Invalid data for `id`. Must be an integer:", input_json$`id`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for ProteinDetail: the required field `id` is missing."))
      }
      # check the required field `name`
      if (!is.null(input_json$`name`)) {
        if (!(is.character(input_json$`name`) && length(input_json$`name`) == 1)) {
          stop(paste("Error! Invalid data for `name`. Must be a string:", input_json$`name`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for ProteinDetail: the required field `name` is missing."))
      }
      # check the required field `proteinType`
      if (!is.null(input_json$`proteinType`)) {
        if (!(is.character(input_json$`proteinType`) && length(input_json$`proteinType`) == 1)) {
          stop(paste("Error! Invalid data for `proteinType`. Must be a string:", input_json$`proteinType`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for ProteinDetail: the required field `proteinType` is missing."))
      }
      # check the required field `species`
      if (!is.null(input_json$`species`)) {
        if (!(is.character(input_json$`species`) && length(input_json$`species`) == 1)) {
          stop(paste("Error! Invalid data for `species`. Must be a string:", input_json$`species`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for ProteinDetail: the required field `species` is missing."))
      }
      # check the required field `family`
      if (!is.null(input_json$`family`)) {
        if (!(is.character(input_json$`family`) && length(input_json$`family`) == 1)) {
          stop(paste("Error! Invalid data for `family`. Must be a string:", input_json$`family`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for ProteinDetail: the required field `family` is missing."))
      }
      # check the required field `length`
      if (!is.null(input_json$`length`)) {
        if (!(is.numeric(input_json$`length`) && length(input_json$`length`) == 1)) {
          stop(paste("Error! Invalid data for `length`. Must be an integer:", input_json$`length`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for ProteinDetail: the required field `length` is missing."))
      }
      # check the required field `accession`
      if (!is.null(input_json$`accession`)) {
        if (!(is.character(input_json$`accession`) && length(input_json$`accession`) == 1)) {
          stop(paste("Error! Invalid data for `accession`. Must be a string:", input_json$`accession`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for ProteinDetail: the required field `accession` is missing."))
      }
      # check the required field `source`
      if (!is.null(input_json$`source`)) {
        if (!(is.character(input_json$`source`) && length(input_json$`source`) == 1)) {
          stop(paste("Error! Invalid data for `source`. Must be a string:", input_json$`source`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for ProteinDetail: the required field `source` is missing."))
      }
      # check the required field `hasStructure`
      if (!is.null(input_json$`hasStructure`)) {
        if (!(is.logical(input_json$`hasStructure`) && length(input_json$`hasStructure`) == 1)) {
          stop(paste("Error! Invalid data for `hasStructure`. Must be a boolean:", input_json$`hasStructure`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for ProteinDetail: the required field `hasStructure` is missing."))
      }
      # check the required field `sequence`
      if (!is.null(input_json$`sequence`)) {
        if (!(is.character(input_json$`sequence`) && length(input_json$`sequence`) == 1)) {
          stop(paste("Error! Invalid data for `sequence`. Must be a string:", input_json$`sequence`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for ProteinDetail: the required field `sequence` is missing."))
      }
      # check the required field `molecularWeightDa`
      if (!is.null(input_json$`molecularWeightDa`)) {
      } else {
        stop(paste("The JSON input `", input, "` is invalid for ProteinDetail: the required field `molecularWeightDa` is missing."))
      }
      # check the required field `composition`
      if (!is.null(input_json$`composition`)) {
        stopifnot(is.vector(input_json$`composition`), length(input_json$`composition`) != 0)
        tmp <- sapply(input_json$`composition`, function(x) stopifnot(R6::is.R6(x)))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for ProteinDetail: the required field `composition` is missing."))
      }
      # check the required field `sourceUrl`
      if (!is.null(input_json$`sourceUrl`)) {
        if (!(is.character(input_json$`sourceUrl`) && length(input_json$`sourceUrl`) == 1)) {
          stop(paste("Error! Invalid data for `sourceUrl`. Must be a string:", input_json$`sourceUrl`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for ProteinDetail: the required field `sourceUrl` is missing."))
      }
      # check the required field `description`
      if (!is.null(input_json$`description`)) {
        if (!(is.character(input_json$`description`) && length(input_json$`description`) == 1)) {
          stop(paste("Error! Invalid data for `description`. Must be a string:", input_json$`description`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for ProteinDetail: the required field `description` is missing."))
      }
      # check the required field `structure`
      if (!is.null(input_json$`structure`)) {
        stopifnot(R6::is.R6(input_json$`structure`))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for ProteinDetail: the required field `structure` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of ProteinDetail
    toString = function() {
      self$toJSONString()
    },

    #' @description
    #' Return true if the values in all fields are valid.
    #'
    #' @return true if the values in all fields are valid.
    isValid = function() {
      # check if the required `id` is null
      if (is.null(self$`id`)) {
        return(FALSE)
      }

      if (self$`id` < 1) {
        return(FALSE)
      }

      # check if the required `name` is null
      if (is.null(self$`name`)) {
        return(FALSE)
      }

      # check if the required `proteinType` is null
      if (is.null(self$`proteinType`)) {
        return(FALSE)
      }

      # check if the required `species` is null
      if (is.null(self$`species`)) {
        return(FALSE)
      }

      # check if the required `length` is null
      if (is.null(self$`length`)) {
        return(FALSE)
      }

      if (self$`length` < 1) {
        return(FALSE)
      }

      # check if the required `source` is null
      if (is.null(self$`source`)) {
        return(FALSE)
      }

      # check if the required `hasStructure` is null
      if (is.null(self$`hasStructure`)) {
        return(FALSE)
      }

      # check if the required `sequence` is null
      if (is.null(self$`sequence`)) {
        return(FALSE)
      }

      if (self$`molecularWeightDa` < 0) {
        return(FALSE)
      }

      # check if the required `composition` is null
      if (is.null(self$`composition`)) {
        return(FALSE)
      }

      TRUE
    },

    #' @description
    #' Return a list of invalid fields (if any).
    #'
    #' @return A list of invalid fields (if any).
    getInvalidFields = function() {
      invalid_fields <- list()
      # check if the required `id` is null
      if (is.null(self$`id`)) {
        invalid_fields["id"] <- "Non-nullable required field `id` cannot be null."
      }

      if (self$`id` < 1) {
        invalid_fields["id"] <- "Invalid value for `id`, must be bigger than or equal to 1."
      }

      # check if the required `name` is null
      if (is.null(self$`name`)) {
        invalid_fields["name"] <- "Non-nullable required field `name` cannot be null."
      }

      # check if the required `proteinType` is null
      if (is.null(self$`proteinType`)) {
        invalid_fields["proteinType"] <- "Non-nullable required field `proteinType` cannot be null."
      }

      # check if the required `species` is null
      if (is.null(self$`species`)) {
        invalid_fields["species"] <- "Non-nullable required field `species` cannot be null."
      }

      # check if the required `length` is null
      if (is.null(self$`length`)) {
        invalid_fields["length"] <- "Non-nullable required field `length` cannot be null."
      }

      if (self$`length` < 1) {
        invalid_fields["length"] <- "Invalid value for `length`, must be bigger than or equal to 1."
      }

      # check if the required `source` is null
      if (is.null(self$`source`)) {
        invalid_fields["source"] <- "Non-nullable required field `source` cannot be null."
      }

      # check if the required `hasStructure` is null
      if (is.null(self$`hasStructure`)) {
        invalid_fields["hasStructure"] <- "Non-nullable required field `hasStructure` cannot be null."
      }

      # check if the required `sequence` is null
      if (is.null(self$`sequence`)) {
        invalid_fields["sequence"] <- "Non-nullable required field `sequence` cannot be null."
      }

      if (self$`molecularWeightDa` < 0) {
        invalid_fields["molecularWeightDa"] <- "Invalid value for `molecularWeightDa`, must be bigger than or equal to 0."
      }

      # check if the required `composition` is null
      if (is.null(self$`composition`)) {
        invalid_fields["composition"] <- "Non-nullable required field `composition` cannot be null."
      }

      invalid_fields
    },

    #' @description
    #' Print the object
    print = function() {
      print(jsonlite::prettify(self$toJSONString()))
      invisible(self)
    }
  ),
  # Lock the class to prevent modifications to the method or field
  lock_class = TRUE
)
## Uncomment below to unlock the class to allow modifications of the method or field
# ProteinDetail$unlock()
#
## Below is an example to define the print function
# ProteinDetail$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# ProteinDetail$lock()

